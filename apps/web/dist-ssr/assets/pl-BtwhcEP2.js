// src/i18n/locales/pl.json
var nav = {
	"language": "Język",
	"login": "Zaloguj się",
	"search_members": "Szukaj użytkowników",
	"messages": "Wiadomości",
	"likes": "Polubienia",
	"credits": "Kredyty",
	"get_premium": "Kup Premium",
	"my_profile": "Mój profil",
	"settings": "Ustawienia",
	"logout": "Wyloguj się",
	"menu": "Menu"
};
var errors = {
	"page_not_found": "Nie znaleziono tej strony",
	"back_home": "Powrót do strony głównej",
	"status": "Błąd {status}",
	"error_page_failed": "Podczas wyświetlania strony błędu wystąpił błąd",
	"validation_failed": "Sprawdź wprowadzone dane.",
	"not_found": "Nie znaleziono.",
	"authentication_required": "Zaloguj się ponownie.",
	"request_type_required": "Odśwież stronę i spróbuj ponownie.",
	"forbidden": "Nie masz uprawnień do wykonania tej czynności.",
	"internal_error": "Wystąpił błąd. Spróbuj ponownie później.",
	"service_unavailable": "Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.",
	"signups_closed": "Rejestracja nie jest w tej chwili możliwa.",
	"email_taken": "W tym serwisie istnieje już konto z tym adresem e-mail.",
	"account_pending_deletion": "To konto nadal oczekuje na usunięcie. Aby je ponownie aktywować, użyj linku z wiadomości e-mail, którą ci wysłaliśmy.",
	"login_failed": "Logowanie nie powiodło się, spróbuj ponownie",
	"too_many_attempts": "Zbyt wiele nieudanych prób, konto zablokowane na {minutes} min.",
	"too_many_reset_mails": "Wysłano zbyt wiele e-maili do resetowania hasła, spróbuj ponownie jutro.",
	"too_many_mails": "Wysłano zbyt wiele e-maili, spróbuj ponownie jutro.",
	"email_not_found": "Nie znaleziono adresu e-mail",
	"link_invalid": "Link wygasł lub jest nieprawidłowy, poproś o nowy e-mail",
	"wrong_old_password": "Sprawdź swoje stare hasło.",
	"wrong_password": "Sprawdź swoje hasło.",
	"banned": "Twój dostęp do tej strony został zablokowany.",
	"premium_required": "Ta funkcja jest dostępna tylko dla użytkowników Premium.",
	"photo_limit_reached": "Masz już maksymalną liczbę zdjęć: {limit}.",
	"photo_invalid": "Ten plik nie jest zdjęciem, którego możemy użyć. Prześlij obraz JPEG, PNG lub WebP.",
	"photo_too_large": "To zdjęcie jest za duże. Prześlij zdjęcie o rozmiarze maksymalnie 20 MB.",
	"photo_too_many_pixels": "To zdjęcie ma za dużo pikseli. Prześlij zdjęcie o rozdzielczości maksymalnie {max_megapixels} megapikseli.",
	"photo_too_small": "To zdjęcie jest za małe. Prześlij zdjęcie o wymiarach co najmniej 200 × 200 pikseli.",
	"swipe_limit_reached": "Wykorzystano dzisiejszy limit polubień ({limit}). Wróć jutro lub kup Premium, aby mieć nieograniczone polubienia.",
	"blocked": "Nie możesz wyświetlić profilu tego użytkownika ani się z nim skontaktować.",
	"login_required": "Zaloguj się lub zarejestruj, aby kontynuować.",
	"not_enough_credits": "Nie masz wystarczającej liczby kredytów",
	"conversation_limit_reached": "Jako darmowy użytkownik możesz czatować jednocześnie z maksymalnie {limit} osobami. Przejdź na premium, aby czatować ze wszystkimi.",
	"cannot_reply": "Ten użytkownik nie potwierdził jeszcze swojego adresu e-mail, więc nie możesz jeszcze odpowiedzieć.",
	"network_error": "Brak połączenia. Sprawdź połączenie z internetem.",
	"too_many_requests": "Zbyt wiele żądań, spróbuj ponownie później.",
	"rate_limited": "Robisz to zbyt często. Spróbuj ponownie za {minutes} min.",
	"too_many_lookups": "Zbyt wiele zapytań o adresy e-mail, spróbuj ponownie za {minutes} min.",
	"bundle_not_found": "Ten pakiet jest niedostępny.",
	"method_not_available": "Ta metoda płatności jest dla Ciebie niedostępna.",
	"code_not_found": "Nie znaleziono kodu",
	"code_already_used": "Kod został już wykorzystany",
	"code_expired": "Ten kod wygasł.",
	"code_minimum_order": "Ten kod obowiązuje dopiero od minimalnej wartości zamówienia.",
	"code_wrong_country": "Ten kod nie obowiązuje w Twoim kraju.",
	"code_method_not_allowed": "Ten kod nie obowiązuje dla tej metody płatności.",
	"payment_failed": "Płatność nie powiodła się lub została anulowana.",
	"payment_provider_unavailable": "Serwis płatności jest teraz niedostępny. Spróbuj ponownie później.",
	"direct_debit_blocked": "Twoje konto jest zablokowane dla płatności poleceniem zapłaty.",
	"direct_debit_limit_reached": "Osiągnięto limit płatności poleceniem zapłaty. Użyj innej metody płatności.",
	"sms_code_invalid": "Nieprawidłowy kod",
	"sms_unavailable": "Nie możemy teraz wysłać SMS-a. Spróbuj ponownie później.",
	"refund_window_passed": "Termin zwrotu dla tego zamówienia minął; zwrotu może dokonać tylko administrator.",
	"refund_not_possible": "Ten zwrot nie jest możliwy.",
	"data_export_too_soon": "O kopię swoich danych możesz prosić raz dziennie. Ponownie możesz poprosić od {at}.",
	"appeal_not_allowed": "Od tej decyzji nie można (już) się odwołać.",
	"fictional_warning_unconfirmed": "Potwierdź informację o profilach fikcyjnych, zanim napiszesz do jednego z nich."
};
var validation = {
	"required": "Wypełnij to pole.",
	"invalid": "Ta wartość jest nieprawidłowa.",
	"invalid_email": "Nieprawidłowy adres e-mail",
	"name_invalid": "Użyj od 2 do 30 liter lub cyfr; spacje, kropki, myślniki i podkreślenia są dozwolone, ale nie na początku ani na końcu.",
	"name_equals_email": "Twoja nazwa użytkownika nie może być twoim adresem e-mail.",
	"name_starts_with_at": "Twoja nazwa użytkownika nie może zaczynać się od @.",
	"password_too_short": "Użyj co najmniej 8 znaków.",
	"password_too_long": "Użyj maksymalnie 128 znaków.",
	"password_too_common": "To hasło jest zbyt popularne, wybierz inne.",
	"password_personal": "Twoje hasło nie może być twoim adresem e-mail ani nazwą użytkownika.",
	"dob_min_age": "Podaj swoją datę urodzenia ({min_age}+)",
	"dob_invalid": "Nieprawidłowa data urodzenia.",
	"passwords_differ": "Wprowadzone hasła nie są takie same.",
	"new_email_invalid": "Nowy adres e-mail jest nieprawidłowy.",
	"too_long": "Ten tekst jest za długi.",
	"too_short": "Ten tekst jest za krótki.",
	"confirmation_required": "Potwierdź.",
	"did_you_mean": "Czy chodziło ci o {suggestion}?",
	"invalid_iban": "Nieprawidłowy IBAN",
	"invalid_phone": "Podaj prawidłowy numer telefonu komórkowego.",
	"authorization_required": "Aby kontynuować, wyraź zgodę na polecenie zapłaty.",
	"code_invalid": "Wpisz 6-cyfrowy kod z SMS-a."
};
var common = {
	"close": "Zamknij",
	"back": "Wstecz",
	"next": "Dalej",
	"continue": "Kontynuuj",
	"choose": "Wybierz",
	"cancel": "Anuluj"
};
var fields = {
	"email": "Adres e-mail",
	"name": "Nazwa użytkownika",
	"password": "Hasło",
	"new_password": "Nowe hasło",
	"password_repeat": "Powtórz nowe hasło",
	"old_password": "Obecne hasło",
	"new_email": "Nowy adres e-mail",
	"date_of_birth": "Data urodzenia",
	"day": "Dzień",
	"month": "Miesiąc",
	"year": "Rok",
	"gender": "Płeć",
	"sexuality": "Orientacja seksualna",
	"country": "Kraj",
	"signup_message": "Twoja pierwsza wiadomość (opcjonalnie)",
	"city": "Miasto",
	"about": "O mnie",
	"interests": "Zainteresowania",
	"hair_colour": "Kolor włosów",
	"eye_colour": "Kolor oczu",
	"body_type": "Budowa ciała",
	"relationship_status": "Status związku"
};
var profile = {
	"gender": {
		"male": "Mężczyzna",
		"female": "Kobieta"
	},
	"sexuality": {
		"hetero": "Hetero",
		"gay": "Gej",
		"lesbian": "Lesbijka",
		"bi": "Bi"
	},
	"hair_colour": {
		"black": "Czarne",
		"brown": "Brązowe",
		"blond": "Blond",
		"red": "Rude",
		"grey": "Siwe",
		"white": "Białe",
		"bald": "Brak włosów",
		"other": "Inne"
	},
	"eye_colour": {
		"brown": "Brązowe",
		"blue": "Niebieskie",
		"green": "Zielone",
		"grey": "Szare",
		"hazel": "Piwne",
		"other": "Inne"
	},
	"body_type": {
		"slim": "Szczupła",
		"athletic": "Wysportowana",
		"average": "Przeciętna",
		"muscular": "Muskularna",
		"stocky": "Krępa",
		"large": "Masywna"
	},
	"relationship_status": {
		"single": "Singiel",
		"relationship": "W związku",
		"open_relationship": "W otwartym związku",
		"married": "Żonaty",
		"divorced": "Rozwiedziony",
		"widowed": "Wdowiec"
	}
};
var login = {
	"title": "Logowanie",
	"submit": "Zaloguj się",
	"forgot_password": "Nie pamiętasz hasła?",
	"no_account": "Nie masz jeszcze konta?"
};
var signup = {
	"title": "Zarejestruj się za darmo",
	"progress": "Krok {step} z {count}",
	"steps": {
		"email": {
			"title": "Jaki jest twój adres e-mail?",
			"text": "Wyślemy ci link, aby go potwierdzić. Inni użytkownicy nigdy go nie zobaczą."
		},
		"name": {
			"title": "Wybierz nazwę użytkownika",
			"text": "Tę nazwę widzą inni użytkownicy."
		},
		"password": {
			"title": "Wybierz hasło",
			"text": "Co najmniej 8 znaków. Zachowaj je dla siebie."
		},
		"date_of_birth": {
			"title": "Jaka jest twoja data urodzenia?",
			"text": "Dołączyć mogą tylko osoby pełnoletnie. Inni użytkownicy widzą twój wiek, nigdy datę urodzenia."
		},
		"about": {
			"title": "O tobie",
			"text": "Dzięki temu pokażemy ci odpowiednich mężczyzn."
		}
	},
	"submit": "Utwórz moje konto",
	"consent": "Tworząc konto, potwierdzasz, że masz co najmniej {min_age, plural, one {# rok} few {# lata} many {# lat} other {# roku}}, i akceptujesz nasze warunki:",
	"have_account": "Masz już konto?",
	"login_instead": "Zaloguj się tym adresem",
	"message_hint": "Wyślemy ją temu użytkownikowi, gdy tylko twoje konto będzie gotowe.",
	"invite_only": {
		"title": "Rejestracja tylko na zaproszenie",
		"text": "Serwis {site} jest obecnie otwarty tylko dla zaproszonych użytkowników. Skorzystaj z linku z zaproszenia."
	},
	"closed": {
		"title": "Rejestracja jest zamknięta",
		"text": "Serwis {site} nie przyjmuje obecnie nowych użytkowników. Spróbuj ponownie później."
	},
	"complete": {
		"title": "Potwierdź swój adres e-mail",
		"text": "Prawie gotowe! Wysłaliśmy link na adres {email}. Kliknij go, aby aktywować konto.",
		"confirmed": "Twój adres e-mail został potwierdzony. Baw się dobrze!"
	},
	"matches": {
		"title": "Twoje pierwsze dopasowania",
		"text": "Użytkownicy, którzy do ciebie pasują i byli tu niedawno. Polub tych, którzy ci się podobają, albo do nich napisz.",
		"empty": "Na razie brak propozycji: przeglądaj użytkowników samodzielnie."
	}
};
var activation = {
	"reminder_title": "Aktywuj swoje konto",
	"reminder_text": "Wysłaliśmy link na adres {email}. Kliknij go, aby potwierdzić adres e-mail i sprawić, że twój profil będzie widoczny.",
	"spam_hint": "Brak e-maila? Sprawdź folder spam lub wiadomości-śmieci.",
	"resend": "Wyślij e-mail ponownie",
	"resent": "Wysłaliśmy e-mail ponownie.",
	"done_title": "Twoje konto zostało aktywowane",
	"done_text": "Dziękujemy za potwierdzenie adresu e-mail. Inni użytkownicy mogą teraz znaleźć twój profil.",
	"done_continue": "Przejdź do użytkowników",
	"error_title": "Aktywacja nie powiodła się",
	"login_to_resend": "Zaloguj się, aby otrzymać nowy e-mail",
	"already_confirmed": "Twój adres e-mail jest już potwierdzony."
};
var reset = {
	"intro": "Podaj adres e-mail swojego konta, a wyślemy ci link do ustawienia nowego hasła.",
	"submit": "Wyślij link",
	"sent": "Wysłaliśmy link na adres {email}. Kliknij go, aby ustawić nowe hasło.",
	"back_to_login": "Powrót do logowania",
	"request_new": "Poproś o nowy e-mail",
	"save": "Zapisz nowe hasło"
};
var mail_change = {
	"done": "Twój adres e-mail to teraz {email}.",
	"done_no_session": "Twój nowy adres e-mail został potwierdzony.",
	"request_new": "Poproś o nowy link w ustawieniach"
};
var settings = {
	"save": "Zapisz",
	"saved": "Zapisano.",
	"account": {
		"title": "Konto",
		"current_email": "Twój adres e-mail:",
		"change_email": "Zmień adres e-mail",
		"mail_sent": "Wysłaliśmy link na adres {email}. Kliknij go, aby potwierdzić nowy adres; do tego czasu obowiązuje obecny."
	},
	"password": {
		"title": "Hasło",
		"submit": "Zmień hasło",
		"changed": "Twoje hasło zostało zmienione."
	},
	"language": {
		"title": "Język",
		"label": "Język tego serwisu i naszych e-maili"
	},
	"location": { "title": "Lokalizacja" },
	"notifications": {
		"title": "Powiadomienia e-mail",
		"intro": "Wybierz, jakie e-maile chcesz od nas otrzymywać.",
		"types": {
			"message": "Nowe wiadomości",
			"like": "Nowe polubienia",
			"match": "Nowe pary",
			"visit": "Odwiedziny twojego profilu",
			"newsletter": "Nowości i oferty specjalne"
		},
		"disabled": {
			"spam_complaint": "Przestaliśmy wysyłać ci e-maile, ponieważ jeden z nich został oznaczony jako spam.",
			"bounce": "Przestaliśmy wysyłać ci e-maile, ponieważ nie można ich było dostarczyć na twój adres.",
			"unsubscribed": "Przestaliśmy wysyłać ci e-maile, ponieważ w twojej aplikacji pocztowej zrezygnowano z ich subskrypcji."
		}
	},
	"first_contact": {
		"title": "Pierwsze wiadomości",
		"intro": "W pierwszych dniach tutaj jeden z tych profili może napisać do ciebie jako pierwszy. Jeśli wolisz tego uniknąć, wyłącz tę opcję: wtedy będą tylko odpowiadać na twoje wiadomości.",
		"label": "Te profile mogą pisać do mnie jako pierwsze"
	},
	"data_export": {
		"title": "Pobierz moje dane",
		"intro": "Otrzymaj kopię wszystkiego, co o Tobie przechowujemy: profilu, zdjęć, polubień, rozmów, zamówień, kredytów, ustawień powiadomień, logowań i zgłoszeń, w jednym pliku ZIP. Gdy będzie gotowa, wyślemy Ci link e-mailem; działa przez {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}. Możesz prosić o nią raz dziennie.",
		"preparing": "Przygotowujemy Twoje dane. Gdy będą gotowe, dostaniesz e-mail.",
		"ready": "Twoje dane są gotowe. Możesz je pobrać do {date}.",
		"download": "Pobierz plik ZIP",
		"expired": "Twój ostatni link do pobrania wygasł. Poproś o nową kopię, jeśli jej potrzebujesz.",
		"request": "Poproś o kopię moich danych"
	},
	"delete": {
		"title": "Usuń konto",
		"intro": "Usunięcie konta od razu ukrywa twój profil. Przez {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} możesz je jeszcze przywrócić; potem wszystko zostanie trwale usunięte.",
		"start": "Usuń moje konto…",
		"offer": "Zostań i zyskaj {percent}% zniżki na kolejne kredyty",
		"offer_text": "Przykro nam, że chcesz odejść. Zostań, a kolejne kredyty będą tańsze.",
		"offer_accept": "Zostaję i odbieram kod",
		"offer_decline": "Nie, dziękuję, usuń moje konto",
		"code_title": "Twój osobisty kod rabatowy",
		"code_text": "{percent}% zniżki na jeden zakup kredytów, ważny do {date}. Zostanie automatycznie naliczony przy płatności.",
		"code_use": "Kup kredyty z moją zniżką",
		"warning": "Twój profil zniknie od razu. Wyślemy ci e-mail z linkiem, który przywróci twoje konto w ciągu {days, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}}; potem zostanie ono trwale usunięte.",
		"confirm_label": "Tak, chcę usunąć moje konto",
		"submit": "Usuń moje konto",
		"cancel": "Zachowaj moje konto"
	}
};
var account_deleted = {
	"text": "Twoje konto zostało usunięte. Zostanie trwale skasowane za {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}.",
	"reactivate": "Wysłaliśmy ci e-mail z linkiem do ponownej aktywacji konta. Jeśli zmienisz zdanie, kliknij ten link w ciągu {days, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}}."
};
var home = {
	"lead": "Przeglądaj profile w pobliżu, polub osoby, które ci się podobają, twórz pary i czatuj na żywo. Rejestracja jest bezpłatna i zajmuje tylko minutę.",
	"cta_signup": "Zarejestruj się za darmo",
	"cta_browse": "Przeglądaj użytkowników",
	"adults_only": "Tylko dla osób 18+. Twoja prywatność jest najważniejsza.",
	"features": {
		"search": { "title": "Szukaj i polub" },
		"swipe": {
			"title": "Zagraj w Swipe",
			"text": "Przesuń w prawo, aby polubić, w lewo, aby pominąć. Nowe twarze każdego dnia, prosto na twoim telefonie."
		},
		"chat": {
			"title": "Czatuj na żywo",
			"text": "Wiadomości, zdjęcia i prezenty docierają w chwili wysłania, na każdym urządzeniu."
		}
	},
	"steps_title": "Jak to działa",
	"steps": {
		"profile": "Utwórz profil i dodaj zdjęcie.",
		"like": "Polub innych użytkowników i twórz pary z tymi, którzy odwzajemnią polubienie.",
		"chat": "Zacznij czatować i zobacz, dokąd cię to zaprowadzi."
	},
	"reactivated": "Witaj ponownie, twoje konto jest znów aktywne",
	"niche": {
		"general": {
			"kicker": "{site}: randki i czat",
			"title": "Poznaj singli, którzy chcą tego samego co ty",
			"search": "Filtruj według wieku, kraju i regionu i polub osoby, które chcesz poznać. Wzajemne polubienie oznacza parę."
		},
		"she": {
			"kicker": "{site}: randki i czat dla lesbijek",
			"title": "Poznaj kobiety, które kochają kobiety",
			"search": "Filtruj według wieku, kraju i regionu i polub kobiety, które chcesz poznać. Wzajemne polubienie oznacza parę."
		},
		"bdsm": {
			"kicker": "{site}: randki i czat BDSM",
			"title": "Poznaj partnerów, którzy dzielą twoje upodobania",
			"search": "Filtruj według wieku, kraju i regionu i polub partnerów, których chcesz poznać. Wzajemne polubienie oznacza parę."
		},
		"bbw": {
			"kicker": "{site}: randki i czat z kobietami o krągłych kształtach",
			"title": "Poznaj kobiety o krągłych kształtach, które kochają siebie",
			"search": "Filtruj według wieku, kraju i regionu i polub kobiety o krągłych kształtach, które chcesz poznać. Wzajemne polubienie oznacza parę."
		},
		"gilf": {
			"kicker": "{site}: randki i czat z kobietami po sześćdziesiątce",
			"title": "Poznaj kobiety po sześćdziesiątce, które wciąż uwielbiają flirtować",
			"search": "Filtruj według wieku, kraju i regionu i polub kobiety, które chcesz poznać. Wzajemne polubienie oznacza parę."
		},
		"milf": {
			"kicker": "{site}: randki i czat z dojrzałymi kobietami",
			"title": "Poznaj dojrzałe kobiety, które wiedzą, czego chcą",
			"search": "Filtruj według wieku, kraju i regionu i polub dojrzałe kobiety, które chcesz poznać. Wzajemne polubienie oznacza parę."
		},
		"gay": {
			"kicker": "{site}: randki i czat dla gejów",
			"title": "Poznaj mężczyzn, którzy chcą tego samego co ty",
			"search": "Filtruj według wieku, kraju i regionu i polub mężczyzn, których chcesz poznać. Wzajemne polubienie oznacza parę."
		}
	}
};
var routes = {
	"index": "Strona główna",
	"likes": "Polubienia",
	"likes-type": "Polubienia",
	"likes-m-id": "Polubienia",
	"chats": "Wiadomości",
	"chats-id": "Rozmowa",
	"members": "Szukaj użytkowników",
	"members-id": "Profil użytkownika",
	"members-id-chat": "Czat",
	"members-id-landing": "Poznaj tego użytkownika",
	"members-id-signup": "Rejestracja",
	"members-id-landing2-slug": "Poznaj tego użytkownika",
	"members-id-landing3-slug": "Poznaj tego użytkownika",
	"profile": "Mój profil",
	"settings": "Ustawienia",
	"signup": "Rejestracja",
	"signup-matches": "Twoje pary",
	"complete-signup": "Dokończ rejestrację",
	"login": "Logowanie",
	"reset-password": "Resetowanie hasła",
	"reset-password-do": "Ustaw nowe hasło",
	"account-deleted": "Konto usunięte",
	"activate-done": "Konto aktywowane",
	"activate-error": "Aktywacja nie powiodła się",
	"mail-change-do": "Potwierdź nowy adres e-mail",
	"credits": "Kredyty",
	"credits-id-paymentmethod": "Płatność",
	"credits-repeat-order": "Zamów ponownie",
	"directdebit": "Polecenie zapłaty",
	"transactions-id": "Zamówienia",
	"premium": "Premium",
	"pricing": "Cennik",
	"notifications": "Powiadomienia",
	"match-finder": "Wyszukiwarka par",
	"swipe-game": "Gra Swipe",
	"complaints": "Reklamacje",
	"lang-config": "Ustawienia języka",
	"landers-tinderswipe": "Przesuwaj i poznawaj",
	"landers-alonetonight-slug": "Sam dziś wieczorem?",
	"landers-collagelanding-slug": "Poznaj nowych mężczyzn",
	"landers-gallery-slug": "Galeria użytkowników",
	"landers-iconslanding-slug": "Znajdź swój typ",
	"landers-maplanding-slug": "Mężczyźni w pobliżu",
	"landers-socialnetwork-slug": "Dołącz do społeczności",
	"landers-transitionsvideolanding-slug": "Poznaj nowych mężczyzn",
	"landers-video-slug": "Poznaj nowych mężczyzn",
	"pages-ban": "Zakaz dostępu",
	"pages-cookies": "Pliki cookie",
	"pages-faq": "FAQ",
	"pages-privacy": "Polityka prywatności",
	"pages-return-policy": "Zwroty i refundacje",
	"pages-service": "Obsługa klienta",
	"pages-terms": "Regulamin",
	"pages-token": "Informacje"
};
var region_labels = {
	"province": "Prowincja",
	"state": "Stan",
	"canton": "Kanton",
	"county": "Hrabstwo",
	"voivodeship": "Województwo",
	"region": "Region"
};
var interests = {
	"adventure": "Przygoda",
	"analsex": "Seks analny",
	"animals": "Zwierzęta",
	"art": "Sztuka",
	"astrology": "Astrologia",
	"bbq": "Grill",
	"beach": "Plaża",
	"beer": "Piwo",
	"biking": "Rower",
	"bondage": "Bondage",
	"coffee": "Kawa",
	"cooking": "Gotowanie",
	"dancing": "Taniec",
	"exchanging_pictures": "Wymiana zdjęć",
	"fashion": "Moda",
	"foodie": "Dobre jedzenie",
	"gardening": "Ogrodnictwo",
	"gym": "Siłownia",
	"hiking": "Wędrówki",
	"hugging": "Przytulanie",
	"kissing": "Całowanie",
	"lingerie": "Bielizna",
	"massages": "Masaże",
	"masturbating": "Masturbacja",
	"movies": "Filmy",
	"music": "Muzyka",
	"one_night_stand": "Przygoda na jedną noc",
	"oral_sex": "Seks oralny",
	"outdoors": "Na świeżym powietrzu",
	"party": "Imprezy",
	"photography": "Fotografia",
	"politics": "Polityka",
	"public_sex": "Seks w miejscach publicznych",
	"reading": "Czytanie",
	"relationship": "Związek",
	"sadomasochism": "Sadomasochizm",
	"safe_sex": "Bezpieczny seks",
	"sex": "Seks",
	"sex_toys": "Gadżety erotyczne",
	"shopping": "Zakupy",
	"sports": "Sport",
	"sushi": "Sushi",
	"tattoos": "Tatuaże",
	"tea": "Herbata",
	"theater": "Teatr",
	"threesome": "Trójkąt",
	"travelling": "Podróże",
	"vegetarian": "Wegetarianizm",
	"video_games": "Gry wideo",
	"wine": "Wino"
};
var premium_cta = { "button": "Kup Premium" };
var signup_cta = {
	"title": "Zarejestruj się, aby zobaczyć więcej",
	"text": "Załóż darmowe konto lub zaloguj się, aby oglądać profile, dawać polubienia i czatować."
};
var members = {
	"fictional": "Fikcyjny profil",
	"fictional_plural": "Profile fikcyjne",
	"age_short": "{age}",
	"photo_of": "Zdjęcie użytkownika {name}",
	"no_photo": "{name} nie ma jeszcze zdjęcia",
	"private_photo": "Prywatne zdjęcie",
	"blurred_photo": "Rozmyte zdjęcie",
	"login_to_see_photos": "Zaloguj się lub zarejestruj, aby zobaczyć wszystkie zdjęcia.",
	"photo_number": "{name}: zdjęcie {number} z {count}",
	"photos": "Zdjęcia",
	"show_photo": "Pokaż zdjęcie {number}",
	"blocked_title": "Ten profil jest niedostępny",
	"details": "Szczegóły",
	"fields": {
		"gender": "Płeć",
		"sexuality": "Orientacja",
		"hair_colour": "Włosy",
		"eye_colour": "Oczy",
		"body_type": "Budowa ciała",
		"relationship_status": "Związek"
	},
	"chat": "Czatuj",
	"more": "Więcej opcji",
	"block": "Zablokuj",
	"unblock": "Odblokuj",
	"report": "Zgłoś ten profil",
	"block_title": "Zablokować użytkownika {name}?",
	"block_text": "{name} nie będzie już widzieć twojego profilu ani kontaktować się z tobą, a w wynikach wyszukiwania nie będziecie się już nawzajem widzieć. W każdej chwili możesz go odblokować na jego profilu.",
	"you_blocked": "Użytkownik {name} został przez ciebie zablokowany. Nie widzi twojego profilu i nie może się z tobą kontaktować.",
	"also_report": "Zgłoś też {name} naszemu zespołowi",
	"block_and_report": "Zablokuj i zgłoś"
};
var likes = {
	"like": "Polub",
	"liked": "Polubiono",
	"like_name": "Polub użytkownika {name}",
	"unlike_name": "Cofnij polubienie użytkownika {name}",
	"match_badge": "Jesteście parą",
	"likes_you": "Lubi cię",
	"tabs_label": "Rodzaje polubień",
	"tabs": {
		"received": "Otrzymane",
		"sent": "Wysłane",
		"matches": "Pary"
	},
	"new": "Nowe",
	"new_count": "{count, plural, one {# nowe} few {# nowe} many {# nowych} other {# nowego}}",
	"empty": {
		"received": "Nie masz jeszcze polubień",
		"sent": "Nie masz jeszcze wysłanych polubień",
		"matches": "Nie masz jeszcze par"
	},
	"empty_text": "Polub użytkowników, którzy ci się podobają: gdy ktoś odwzajemni polubienie, tworzycie parę."
};
var like_modal = {
	"match_title": "Jesteście parą!",
	"match_text": "Ty i {name} lubicie się nawzajem.",
	"like_title": "{name} cię lubi!",
	"like_text": "Odwzajemnij polubienie, a będziecie parą.",
	"send_message": "Wyślij wiadomość",
	"view_profile": "Zobacz profil",
	"click_to_close": "Kliknij w dowolnym miejscu, aby zamknąć"
};
var search = {
	"filters": "Filtry wyszukiwania",
	"gender": "Szukam",
	"any_gender": "Wszyscy",
	"genders": {
		"male": "Mężczyźni",
		"female": "Kobiety"
	},
	"any_country": "Wszystkie kraje",
	"any_region": "Wszędzie",
	"age": "Wiek",
	"min_age": "Wiek minimalny",
	"max_age": "Wiek maksymalny",
	"reset": "Wyczyść filtry",
	"result_count": "{count, plural, =0 {Nie znaleziono użytkowników} one {Znaleziono # użytkownika} few {Znaleziono # użytkowników} many {Znaleziono # użytkowników} other {Znaleziono # użytkownika}}",
	"no_results": "Żaden użytkownik nie pasuje do twojego wyszukiwania",
	"no_results_text": "Spróbuj szerszego przedziału wieku lub innego regionu.",
	"similar_title": "Podobni użytkownicy",
	"similar_text": "{count, plural, one {# użytkownik prawie pasuje do twojego wyszukiwania} few {# użytkowników prawie pasuje do twojego wyszukiwania} many {# użytkowników prawie pasuje do twojego wyszukiwania} other {# użytkownika prawie pasuje do twojego wyszukiwania}}",
	"login_required_title": "Zarejestruj się, aby przeszukiwać użytkowników",
	"login_required_text": "Wyszukiwanie jest dostępne tylko dla zarejestrowanych użytkowników. Załóż darmowe konto lub zaloguj się, aby zobaczyć, kto jest w pobliżu."
};
var pagination = {
	"label": "Strony",
	"previous": "Poprzednia strona",
	"next": "Następna strona",
	"page": "Strona {page}"
};
var match_finder = {
	"intro": "Użytkownicy, którzy do ciebie pasują. Polub tych, którzy ci się podobają: wzajemne polubienie oznacza parę.",
	"refresh": "Inne propozycje",
	"empty": "W tej chwili brak propozycji. Spróbuj ponownie później lub wyszukaj samodzielnie."
};
var swipe = {
	"help": "Przeciągnij kartę w prawo, aby polubić, lub w lewo, aby pominąć, albo użyj przycisków lub klawiszy strzałek.",
	"like_stamp": "LUBIĘ",
	"nope_stamp": "NIE",
	"view_profile": "Zobacz profil użytkownika {name}",
	"likes_left": "{count, plural, one {Zostało ci dziś # polubienie} few {Zostały ci dziś # polubienia} many {Zostało ci dziś # polubień} other {Zostało ci dziś # polubienia}}",
	"premium_text": "Użytkownicy Premium mają nieograniczone polubienia.",
	"pass": "Pomiń użytkownika {name}",
	"pass_hint": "Pomiń (←)",
	"like": "Polub użytkownika {name}",
	"like_hint": "Polub (→)",
	"empty_title": "Na razie to już wszyscy",
	"empty_text": "Codziennie dołączają nowi użytkownicy. Wróć później albo przeszukaj użytkowników samodzielnie."
};
var complaints = {
	"intro": "Napisz nam, co poszło nie tak. Czytamy każde zgłoszenie i odpowiadamy w ciągu kilku dni roboczych.",
	"intro_member": "Napisz nam, co jest nie tak z tym profilem. Użytkownik nie dowie się, kto go zgłosił.",
	"reason": "Powód",
	"reasons": {
		"fake_profile": "Fałszywy profil",
		"harassment": "Nękanie",
		"threats": "Groźby",
		"spam": "Spam lub reklama",
		"underage": "Możliwie niepełnoletni",
		"offensive_photo": "Obraźliwe zdjęcie",
		"payment": "Problem z płatnością",
		"other": "Coś innego"
	},
	"message": "Twoja wiadomość",
	"message_hint": "{count} / {max} znaków, co najmniej 10",
	"email": "Twój adres e-mail",
	"email_hint": "Odpowiemy ci na ten adres.",
	"submit": "Wyślij zgłoszenie",
	"sent_title": "Dziękujemy",
	"sent_text": "Otrzymaliśmy twoje zgłoszenie i zajmiemy się nim.",
	"back_to_profile": "Powrót do profilu",
	"sent_reference": "Twój numer referencyjny to {reference}. Wysłaliśmy Ci potwierdzenie e-mailem.",
	"about_message": "Zgłaszasz wiadomość z Twojego czatu z tym członkiem.",
	"mine_title": "Skargi",
	"mine_intro": "Złożone przez Ciebie skargi oraz skargi na Twoje konto, wraz z naszymi decyzjami.",
	"mine_none": "Nie złożyłeś(-aś) żadnych skarg i nie ma skarg na Twoje konto.",
	"about_you": "Skarga na Twoje konto",
	"yours_about": "Twoja skarga na {name}",
	"yours": "Twoja skarga",
	"reference": "Numer referencyjny",
	"content_label": "Treść",
	"decision_label": "Decyzja",
	"until": "do {date}",
	"rule_label": "Zasada",
	"why": "Uzasadnienie",
	"appeal_label": "Odwołanie",
	"appeal_waiting": "Wysłane {date}; rozpatruje je inna osoba z naszego zespołu.",
	"appeal": "Odwołaj się od decyzji",
	"appeal_until": "Możesz odwołać się raz, do {date}.",
	"appeal_text": "Dlaczego mamy przyjrzeć się temu ponownie?",
	"appeal_submit": "Wyślij odwołanie",
	"status": {
		"open": "Czeka na nasz zespół",
		"decided": "Rozpatrzona",
		"appealed": "Odwołanie w trakcie rozpatrywania",
		"closed": "Odwołanie rozpatrzone"
	},
	"content": {
		"message": "Wiadomość na czacie",
		"photo": "Zdjęcie profilowe"
	},
	"decisions": {
		"no_action": "Brak działań",
		"warning": "Ostrzeżenie",
		"remove_content": "Treść została usunięta",
		"suspend": "Konto zawieszone",
		"ban": "Konto zablokowane"
	},
	"appeal_outcomes": {
		"upheld": "Decyzja zostaje utrzymana",
		"reversed": "Decyzja została uchylona"
	}
};
var own_profile = {
	"view_as_others": "Zobacz, jak widzą cię inni",
	"basics": "O tobie",
	"where": "Gdzie mieszkasz",
	"looks": "Wygląd i status",
	"not_specified": "Nie podano",
	"interests_hint": "{count, plural, =0 {Wybierz, co lubisz; to pomaga innym cię znaleźć.} one {Wybrano # zainteresowanie} few {Wybrano # zainteresowania} many {Wybrano # zainteresowań} other {Wybrano # zainteresowania}}",
	"about_placeholder": "Opowiedz innym, kim jesteś i czego szukasz.",
	"about_count": "{count} / {max}",
	"save": "Zapisz profil",
	"photos": "Twoje zdjęcia",
	"photo_count": "{count} z {limit} zdjęć",
	"reorder_hint": "Przeciągaj zdjęcia, aby zmienić ich kolejność, lub użyj przycisków ze strzałkami. Zdjęcie główne inni widzą jako pierwsze.",
	"uploading": "Przesyłanie: {name}…",
	"upload_progress": "Postęp przesyłania",
	"add_photo": "Dodaj zdjęcie",
	"photo_types": "JPEG, PNG, WebP lub AVIF",
	"upload_private": "Prześlij jako prywatne zdjęcie (widzą je tylko użytkownicy Premium)",
	"limit_free": "{limit, plural, one {Masz # zdjęcie} few {Masz # zdjęcia} many {Masz # zdjęć} other {Masz # zdjęcia}}, czyli maksimum dla darmowego konta. Użytkownicy Premium mogą przesłać do {premium} zdjęć.",
	"status": {
		"pending": "W trakcie sprawdzania",
		"rejected": "Odrzucone",
		"active": "Widoczne"
	},
	"rejected_text": "To zdjęcie nie spełnia naszych zasad. Usuń je i prześlij inne.",
	"rejected_reason": "Powód: {reason}",
	"text_rejected": {
		"name": "Moderator nie zaakceptował Twojego nowego imienia ({reason}). Ponownie wyświetlane jest poprzednie imię.",
		"about": "Moderator nie zaakceptował Twojego nowego tekstu „O mnie” ({reason}). Ponownie wyświetlany jest poprzedni tekst."
	},
	"main": "Zdjęcie główne",
	"private": "Prywatne",
	"set_main": "Ustaw jako główne",
	"private_switch": "Prywatne",
	"move_earlier": "Przesuń zdjęcie {number} do przodu",
	"move_later": "Przesuń zdjęcie {number} do tyłu",
	"delete_photo": "Usuń zdjęcie {number}",
	"delete_title": "Usunąć to zdjęcie?",
	"delete_text": "Zdjęcie zostanie trwale usunięte z twojego profilu.",
	"delete": "Usuń",
	"photo_alt": "Twoje zdjęcie {number}"
};
var chats = {
	"waiting": "{count, plural, one {Czeka na ciebie # nowość} few {Czekają na ciebie # nowości} many {Czeka na ciebie # nowości} other {Czeka na ciebie # nowości}}",
	"no_messages_yet": "Nie ma jeszcze wiadomości",
	"preview_gift": "Prezent",
	"preview_photo": "Zdjęcie",
	"empty_title": "Nie masz jeszcze rozmów",
	"empty_text": "Znajdź kogoś, kto ci się podoba, i wyślij mu pierwszą wiadomość.",
	"unread": "{count, plural, one {# nieprzeczytana wiadomość} few {# nieprzeczytane wiadomości} many {# nieprzeczytanych wiadomości} other {# nieprzeczytanej wiadomości}}",
	"delete": "Usuń rozmowę z użytkownikiem {name}",
	"pick_conversation": "Wybierz rozmowę, aby ją przeczytać i odpowiedzieć.",
	"not_found": "Nie znaleziono tej rozmowy.",
	"back": "Wróć do wiadomości",
	"load_older": "Pokaż starsze wiadomości",
	"start_text": "Przywitaj się z użytkownikiem {name}!",
	"read": "Przeczytano",
	"delivered": "Wysłano",
	"sending": "Wysyłanie…",
	"send_failed": "Nie wysłano.",
	"retry": "Spróbuj ponownie",
	"buy_credits": "Kup kredyty",
	"send_gift": "Wyślij prezent",
	"send_photo": "Wyślij zdjęcie",
	"placeholder": "Napisz wiadomość…",
	"send": "Wyślij",
	"length_counter": "{count} / {max}",
	"cost_hint": "Wiadomość: {message, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}} · zdjęcie: {photo, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}} · prezent: {gift, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}",
	"cost_minimum": "(co najmniej {amount} za wiadomość)",
	"gifts_title": "Wyślij prezent",
	"gift_cost": "Każdy prezent kosztuje {credits, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}.",
	"icebreaker_title": "Przełam lody z użytkownikiem {name}",
	"icebreaker_text": "Nie wiesz, jak zacząć? Wybierz wiadomość i zmień ją, jak chcesz.",
	"deleted_member": "Usunięty użytkownik",
	"deleted_member_note": "Ten użytkownik usunął swoje konto. Możesz czytać rozmowę, ale nie możesz już odpowiadać.",
	"report_message": "Zgłoś tę wiadomość",
	"fictional_warning_title": "Zanim napiszesz: to jest profil fikcyjny",
	"fictional_warning_confirm": "Przeczytałem(-am) to i chcę kontynuować"
};
var icebreakers = {
	"weekend": "Cześć! Masz jakieś fajne plany na weekend?",
	"photo": "Hej, bardzo podoba mi się twoje zdjęcie. Gdzie je zrobiłeś?",
	"music": "Cześć! Jakiej muzyki słuchasz?",
	"travel": "Hej! Jakie jest najlepsze miejsce, w którym byłeś?",
	"coffee": "Cześć! Może wyskoczymy kiedyś razem na kawę?",
	"movie": "Hej! Widziałeś ostatnio jakiś dobry film?"
};
var time_bonus = {
	"strip_label": "Oferta powitalna",
	"strip_title": "{percentage}% bonusu powitalnego – nie zwlekaj!",
	"ends_in": "Kończy się za",
	"strip_cta": "Odbierz {percentage}% zniżki",
	"hide": "Ukryj ofertę",
	"modal_title": "Twój bonus powitalny {percentage}%",
	"modal_text": "Jako nowy członek dostajesz {percentage}% zniżki na pierwsze kredyty. Zacznij czatować od razu!",
	"act_fast": "Nie zwlekaj – oferta kończy się za",
	"modal_cta": "Odbierz teraz {percentage}% zniżki",
	"later": "Może później"
};
var direct_debit = {
	"title": "Zapłać poleceniem zapłaty SEPA",
	"intro": "Zapłać bezpośrednio ze swojego konta bankowego. Upoważnienie potwierdzasz kodem, który wysyłamy na Twój telefon.",
	"other_methods": "Inne metody płatności",
	"choose_other_method": "Wybierz inną metodę płatności",
	"not_available": "Polecenie zapłaty nie jest dostępne w Twoim kraju.",
	"retry": "Spróbuj ponownie",
	"summary_title": "Twoje zamówienie",
	"bundle_credits": "{credits, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}",
	"method": "Polecenie zapłaty SEPA",
	"refund_right": "Możesz zażądać od swojego banku zwrotu obciążenia w ciągu 8 tygodni.",
	"steps": "Kroki",
	"step_details": "Twoje dane",
	"step_code": "Kod SMS",
	"account_section": "Konto bankowe",
	"account_holder": "Właściciel konta",
	"iban": "IBAN",
	"address_section": "Adres właściciela konta",
	"street": "Ulica",
	"house_number": "Nr domu",
	"postal_code": "Kod pocztowy",
	"city": "Miejscowość",
	"mobile": "Numer telefonu komórkowego",
	"mobile_hint": "Na ten numer wyślemy SMS-em kod potwierdzający.",
	"mandate": "Upoważniam {company} do pobrania tej kwoty ({amount}) z mojego konta w drodze polecenia zapłaty SEPA, a mój bank do odpowiedniego obciążenia mojego konta. Mam prawo do zwrotu środków od mojego banku na warunkach umowy z bankiem; o zwrot należy wystąpić w ciągu 8 tygodni od dnia obciążenia mojego konta.",
	"creditor": "Odbiorca płatności: {company}, {address}",
	"send_code": "Wyślij kod potwierdzający",
	"code_title": "Potwierdź kodem z SMS-a",
	"code_sent": "Wysłaliśmy kod na numer {phone}.",
	"code": "6-cyfrowy kod",
	"code_resent": "Wysłaliśmy Ci nowy kod.",
	"confirm": "Potwierdź i zapłać {amount}",
	"change_details": "Zmień dane",
	"resend": "Wyślij nowy kod",
	"privacy": "Twoje dane bankowe są przesyłane w postaci zaszyfrowanej i używane tylko do płatności, na które się zgodzisz."
};
var payment_methods = {
	"creditcard": "Karta kredytowa",
	"banktransfer": "Przelew bankowy",
	"directdebit": "Polecenie zapłaty SEPA"
};
var credits = {
	"title": "Kup kredyty",
	"lead": "Kredytami płacisz za wiadomości, zdjęcia i prezenty. Wybierz pakiet dla siebie.",
	"code_carried": "Twój kod {code} daje Ci {percent}% zniżki: wybierz pakiet, a rabat zostanie naliczony przy płatności.",
	"reload": "Spróbuj ponownie",
	"trust": {
		"secure": "Bezpieczna płatność",
		"no_subscription": "Jednorazowa płatność, bez subskrypcji",
		"returns": "{days} dni na bezpłatny zwrot"
	},
	"highlight": {
		"popular": "Najpopularniejszy",
		"best_value": "Najlepsza cena"
	},
	"credits_unit": "{count, plural, one {kredyt} few {kredyty} many {kredytów} other {kredytu}}",
	"credits_count": "{count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}",
	"per_message": "{price} za wiadomość",
	"saving": "Oszczędzasz {percent}%",
	"choose": "Wybierz",
	"choose_label": "Wybierz {count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}",
	"balance": "Twoje saldo",
	"premium_badge": "Premium",
	"orders_link": "Twoje zamówienia i rachunki",
	"buy_again": {
		"creditcard": "Kup ponownie kartą {label}",
		"directdebit": "Kup ponownie poleceniem zapłaty {label}"
	},
	"costs": {
		"title": "Za co płacisz kredytami",
		"message": "Wiadomość",
		"photo": "Zdjęcie",
		"gift": "Prezent"
	}
};
var checkout = {
	"title": "Kasa",
	"lead": "{count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}} za {price}",
	"back_to_bundles": "Wszystkie pakiety",
	"not_found": "Ten pakiet nie istnieje",
	"not_found_text": "Być może nie jest już oferowany. Wybierz jeden z naszych aktualnych pakietów.",
	"method_title": "Metoda płatności",
	"summary_title": "Twoje zamówienie",
	"discount_line": "Rabat ({percent}%)",
	"total": "Razem",
	"pay": "Zapłać {amount}",
	"discount": {
		"title": "Kod rabatowy",
		"label": "Kod rabatowy",
		"placeholder": "Wpisz kod rabatowy",
		"placeholder_other": "Masz inny kod?",
		"apply": "Zastosuj",
		"welcome_applied": "Zastosowano bonus powitalny {percent}%",
		"applied": "Kod {code}: zastosowano rabat {percent}%",
		"remove": "Usuń kod {code}",
		"unfit": "Kodu {code} nie można użyć z tą metodą płatności lub tym pakietem.",
		"minimum_order": "Ten kod obowiązuje przy zamówieniach od {amount}."
	},
	"confirm": {
		"title": "Potwierdź płatność",
		"redirect": "Przejdziesz na bezpieczną stronę, aby zapłacić przez {method}.",
		"terms": "Kontynuując, akceptujesz nasze warunki:",
		"cancel": "Wstecz",
		"continue": "Zapłać teraz {amount}"
	}
};
var repeat_order = {
	"title": "Kup ponownie",
	"lead": "Zapłać w jednym kroku kartą lub upoważnieniem, którego już używałeś.",
	"none": "Brak zapisanej metody płatności",
	"none_text": "Po pierwszej płatności kartą lub poleceniem zapłaty możesz tu kupować ponownie w jednym kroku.",
	"choose_bundle": "Wybierz pakiet",
	"bundle_title": "Pakiet",
	"method_title": "Zapłać przez",
	"declined_text": "Twoja karta została odrzucona. Spróbuj ponownie lub zapłać za ten pakiet przez PayPal.",
	"retry": "Ponów",
	"pay_with_paypal": "Zapłać przez PayPal"
};
var payment_result = {
	"title": "Płatność",
	"waiting": "Czekamy na Twoją płatność…",
	"waiting_text": "Ta strona odświeży się sama, gdy tylko płatność zostanie potwierdzona.",
	"completed": "Płatność zakończona",
	"credits_added": "Na Twoje konto dodano {count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}.",
	"balance": "Twoje saldo wynosi teraz {count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}.",
	"premium_title": "Witaj w Premium!",
	"premium_text": "Widzisz teraz wszystkie zdjęcia, możesz dodać do {photos} zdjęć i czatować ze wszystkimi.",
	"start": "Zacznij czatować",
	"receipt": "Zobacz rachunek",
	"failed": "Płatność nie powiodła się lub została anulowana.",
	"failed_text": "Nic nie zostało pobrane. Spróbuj ponownie lub wybierz inną metodę płatności.",
	"try_again": "Spróbuj ponownie",
	"other_method": "Wybierz inną metodę"
};
var orders = {
	"title": "Twoje zamówienia",
	"buy": "Kup kredyty",
	"empty": "Brak zamówień",
	"empty_text": "Tutaj pojawią się Twoje zakupy i ich rachunki.",
	"status": {
		"pending": "Oczekuje",
		"paid": "Opłacone",
		"failed": "Nieudane",
		"canceled": "Anulowane",
		"expired": "Wygasłe"
	}
};
var credit_history = {
	"title": "Historia kredytów",
	"empty": "Na razie brak zmian w Twoich kredytach.",
	"balance": "Saldo {balance}",
	"more": "Pokaż więcej",
	"kinds": {
		"signup": "Kredyty powitalne",
		"purchase": "Kupione kredyty",
		"message": "Wysłana wiadomość",
		"photo": "Wysłane zdjęcie",
		"gift": "Wysłany prezent",
		"correction": "Korekta obsługi klienta",
		"refund": "Zwrot",
		"chargeback": "Płatność cofnięta",
		"other": "Inna zmiana"
	}
};
var receipt = {
	"title": "Rachunek",
	"number": "Zamówienie nr {id}",
	"not_found": "Nie znaleziono tego zamówienia",
	"all_orders": "Wszystkie zamówienia",
	"print": "Drukuj",
	"kvk": "Rejestr handlowy (KvK): {kvk}",
	"vat": "Nr VAT: {vat}",
	"date": "Data",
	"status": "Status",
	"method": "Metoda płatności",
	"bundle": "Pakiet",
	"price": "Cena",
	"discount": "Rabat {code} ({percent}%)",
	"total": "Zapłacono razem ({currency})",
	"vat_included": "Wszystkie ceny zawierają VAT.",
	"billed_to": "Klient"
};
var premium = {
	"title": "Przejdź na Premium",
	"title_member": "Masz Premium",
	"lead": "Więcej zobaczysz, więcej porozmawiasz, więcej dopasowań.",
	"match_chance": "większa szansa na dopasowanie",
	"any_bundle": "Zakup dowolnego pakietu daje Ci premium",
	"benefits_title": "Co daje Ci Premium",
	"benefits": {
		"photos": {
			"title": "Wszystkie zdjęcia",
			"text": "Każde zdjęcie każdego członka, także prywatne."
		},
		"uploads": {
			"title": "Do {premium} zdjęć",
			"text": "Pokaż się z każdej strony. Darmowi członkowie mogą dodać {free}."
		},
		"conversations": {
			"title": "Nielimitowane rozmowy",
			"text": "Czatuj z dowolną liczbą członków. Darmowi członkowie czatują z {free}."
		},
		"forever": {
			"title": "Premium na stałe",
			"text": "Pozostajesz premium, nawet gdy skończą Ci się kredyty."
		}
	},
	"bundles_title": "Wybierz pakiet",
	"bundles_title_member": "Doładuj kredyty",
	"already": "Jesteś już członkiem premium.",
	"already_text": "Zostało Ci {count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}. Doładuj, kiedy chcesz.",
	"buy_credits": "Kup kredyty"
};
var pricing = {
	"title": "Cennik",
	"lead": "Rejestracja jest bezpłatna. Płacisz tylko za kredyty, w pakietach i jednorazowo: bez subskrypcji.",
	"signup": "Zarejestruj się za darmo",
	"notes": "Ceny zawierają VAT i są podane w walucie Twojego kraju. Zakup dowolnego pakietu czyni Cię członkiem premium."
};
var connection = {
	"offline": "Jesteś offline",
	"online": "Znów online"
};
var alerts = {
	"notifications_disabled": {
		"title": "Nie możemy wysyłać Ci e-maili",
		"action": "Co zrobić"
	},
	"profile_photo": {
		"title": "Dodaj zdjęcie profilowe",
		"text": "Członkowie ze zdjęciem dostają znacznie więcej wiadomości i polubień.",
		"action": "Dodaj zdjęcie"
	},
	"push": {
		"title": "Nie przegap żadnej wiadomości",
		"text": "Włącz powiadomienia, a od razu damy Ci znać, gdy ktoś do Ciebie napisze lub Cię polubi.",
		"action": "Włącz powiadomienia",
		"failed": "Nie udało się włączyć powiadomień. Spróbuj ponownie."
	}
};
var notifications = {
	"title": "Powiadomienia",
	"settings_intro": "Wybierz, jakie e-maile i powiadomienia push chcesz otrzymywać.",
	"manage": "Zarządzaj powiadomieniami",
	"fix": {
		"bounce": "Sprawdź, czy Twój adres e-mail jest poprawny. Jeśli się zmienił, wpisz nowy adres w ustawieniach.",
		"spam_complaint": "Jeśli to była pomyłka, zmień adres e-mail w ustawieniach: na nowy, potwierdzony adres znów będziemy wysyłać e-maile.",
		"unsubscribed": "Włącz poniżej e-maile, które chcesz otrzymywać, a znów będziemy je wysyłać."
	},
	"fix_link": {
		"bounce": "Sprawdź mój adres e-mail",
		"spam_complaint": "Zmień mój adres e-mail"
	},
	"push": {
		"title": "Powiadomienia push",
		"on": "Powiadomienia push są włączone w tej przeglądarce.",
		"off": "Otrzymuj powiadomienie w tej przeglądarce, gdy tylko ktoś do Ciebie napisze lub Cię polubi.",
		"disable": "Wyłącz powiadomienia",
		"denied": "Powiadomienia są zablokowane dla tej strony. Otwórz ustawienia strony w przeglądarce (ikona obok adresu), zezwól na powiadomienia i odśwież stronę.",
		"unsupported": "Ta przeglądarka nie może wyświetlać powiadomień push z tej strony."
	},
	"unsubscribe": {
		"title": "Wypisz się",
		"question": "Wypisać {email} z e-maili: {type}?",
		"confirm": "Wypisz mnie",
		"done": "Nie będziesz już otrzymywać e-maili: {type}.",
		"settings": "Ustawienia powiadomień",
		"invalid": "Ten link wygasł lub jest nieprawidłowy.",
		"types": {
			"message": "nowe wiadomości",
			"like": "nowe polubienia",
			"match": "nowe dopasowania",
			"visit": "odwiedziny profilu",
			"newsletter": "newsletter"
		}
	}
};
var geolocation = {
	"use_current": "Użyj mojej bieżącej lokalizacji",
	"filled": "Uzupełniono na podstawie bieżącej lokalizacji. Sprawdź i zapisz.",
	"not_found": "Nie udało się ustalić, gdzie to jest. Wybierz lokalizację samodzielnie.",
	"denied": "Nie zezwolono tej stronie na dostęp do lokalizacji. Zezwól na to w ustawieniach strony w przeglądarce albo wybierz lokalizację samodzielnie.",
	"unavailable": "Twoja lokalizacja jest teraz niedostępna. Wybierz ją samodzielnie.",
	"outside": "Wygląda na to, że jesteś w kraju: {country}, gdzie ta strona nie jest dostępna. Wybierz lokalizację samodzielnie."
};
var static_pages = {
	"updated": "Ostatnia aktualizacja: {date}",
	"print": "Drukuj",
	"contents": "Na tej stronie"
};
var ban_notice = {
	"title": "Twój dostęp został zablokowany",
	"banned": "Blokada dotyczy Twojego konta, Twojego adresu e-mail, tego urządzenia lub Twojego połączenia internetowego. Poniżej przeczytasz, dlaczego blokujemy i jak się odwołać.",
	"suspended_until": "Twój dostęp jest zawieszony do {date}. Poniżej przeczytasz, dlaczego zawieszamy i jak się odwołać."
};
var lang_config = {
	"intro": "Wybierz język serwisu. Twój wybór zostanie zapamiętany na tym urządzeniu, a po zalogowaniu także na Twoim koncie.",
	"current": "Obecny język"
};
var moderation = { "reasons": {
	"not_a_person": "Nie przedstawia osoby",
	"public_nudity": "Nagość na publicznym zdjęciu",
	"minor": "Przedstawia osobę niepełnoletnią",
	"celebrity": "Przedstawia osobę znaną",
	"contact_details": "Tekst lub dane kontaktowe",
	"violence": "Przemoc",
	"other": "Inne naruszenie naszych zasad"
} };
var pl_default = {
	nav,
	errors,
	validation,
	common,
	fields,
	profile,
	login,
	signup,
	activation,
	reset,
	mail_change,
	settings,
	account_deleted,
	home,
	routes,
	region_labels,
	interests,
	premium_cta,
	signup_cta,
	members,
	likes,
	like_modal,
	search,
	pagination,
	match_finder,
	swipe,
	complaints,
	own_profile,
	chats,
	icebreakers,
	time_bonus,
	direct_debit,
	payment_methods,
	credits,
	checkout,
	repeat_order,
	payment_result,
	orders,
	credit_history,
	receipt,
	premium,
	pricing,
	connection,
	alerts,
	notifications,
	geolocation,
	static_pages,
	ban_notice,
	lang_config,
	moderation
};
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, pl_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
