// src/i18n/locales/da.json
var nav = {
	"language": "Sprog",
	"login": "Log ind",
	"search_members": "Søg medlemmer",
	"messages": "Beskeder",
	"likes": "Likes",
	"credits": "Kreditter",
	"get_premium": "Få Premium",
	"my_profile": "Min profil",
	"settings": "Indstillinger",
	"logout": "Log ud",
	"menu": "Menu"
};
var errors = {
	"page_not_found": "Siden kunne ikke findes",
	"back_home": "Tilbage til forsiden",
	"status": "Fejl {status}",
	"error_page_failed": "Der opstod en fejl under visning af fejlsiden",
	"validation_failed": "Tjek venligst det, du har indtastet.",
	"not_found": "Det kunne ikke findes.",
	"authentication_required": "Log venligst ind igen.",
	"request_type_required": "Genindlæs siden, og prøv igen.",
	"forbidden": "Du har ikke tilladelse til at gøre dette.",
	"internal_error": "Der opstod en fejl. Prøv igen senere.",
	"service_unavailable": "Tjenesten er kortvarigt utilgængelig. Prøv igen om et øjeblik.",
	"signups_closed": "Det er ikke muligt at tilmelde sig i øjeblikket.",
	"email_taken": "Der findes allerede en konto på dette site med denne e-mailadresse.",
	"account_pending_deletion": "Denne konto venter stadig på at blive slettet. Brug linket i den e-mail, vi har sendt dig, for at genaktivere den.",
	"login_failed": "Login mislykkedes, prøv igen",
	"too_many_attempts": "For mange forkerte forsøg, kontoen er spærret i {minutes} min.",
	"too_many_reset_mails": "Der er sendt for mange e-mails til nulstilling af adgangskode, prøv igen i morgen.",
	"too_many_mails": "Der er sendt for mange e-mails, prøv igen i morgen.",
	"email_not_found": "E-mailadressen blev ikke fundet",
	"link_invalid": "Linket er udløbet eller ugyldigt, anmod om en ny e-mail",
	"wrong_old_password": "Tjek venligst din gamle adgangskode.",
	"wrong_password": "Tjek venligst din adgangskode.",
	"banned": "Din adgang til dette websted er blokeret.",
	"premium_required": "Denne funktion er kun tilgængelig for Premium-medlemmer.",
	"photo_limit_reached": "Du har nået det maksimale antal på {limit} billeder.",
	"photo_invalid": "Denne fil er ikke et billede, vi kan bruge. Upload et JPEG-, PNG- eller WebP-billede.",
	"photo_too_large": "Billedet er for stort. Upload et billede på højst 20 MB.",
	"photo_too_many_pixels": "Billedet har for mange pixels. Upload et billede på højst {max_megapixels} megapixels.",
	"photo_too_small": "Billedet er for lille. Upload et billede på mindst 200 × 200 pixels.",
	"swipe_limit_reached": "Du har brugt dine {limit} likes for i dag. Kom tilbage i morgen, eller få Premium for ubegrænsede likes.",
	"blocked": "Du kan ikke se eller kontakte dette medlem.",
	"login_required": "Log ind eller tilmeld dig for at fortsætte.",
	"not_enough_credits": "Du har ikke nok credits",
	"conversation_limit_reached": "Som gratis medlem kan du chatte med op til {limit} medlemmer ad gangen. Bliv premium for at chatte med alle.",
	"cannot_reply": "Dette medlem har ikke bekræftet sin e-mailadresse endnu, så du kan ikke svare endnu.",
	"network_error": "Ingen forbindelse. Tjek din internetforbindelse.",
	"too_many_requests": "For mange forespørgsler, prøv igen senere.",
	"rate_limited": "Du gør det for ofte. Prøv igen om {minutes} min.",
	"too_many_lookups": "For mange forespørgsler om e-mailadresser, prøv igen om {minutes} min.",
	"bundle_not_found": "Denne pakke er ikke tilgængelig.",
	"method_not_available": "Denne betalingsmetode er ikke tilgængelig for dig.",
	"code_not_found": "Koden blev ikke fundet",
	"code_already_used": "Koden er allerede brugt",
	"code_expired": "Denne kode er udløbet.",
	"code_minimum_order": "Denne kode gælder kun over et minimumsbeløb.",
	"code_wrong_country": "Denne kode gælder ikke i dit land.",
	"code_method_not_allowed": "Denne kode gælder ikke for denne betalingsmetode.",
	"payment_failed": "Betalingen mislykkedes eller blev annulleret.",
	"payment_provider_unavailable": "Betalingstjenesten kan ikke nås lige nu. Prøv igen senere.",
	"direct_debit_blocked": "Din konto er spærret for betalinger med direkte debitering.",
	"direct_debit_limit_reached": "Din grænse for betalinger med direkte debitering er nået. Brug en anden betalingsmetode.",
	"sms_code_invalid": "Ugyldig kode",
	"sms_unavailable": "Vi kan ikke sende sms-beskeder lige nu. Prøv igen senere.",
	"refund_window_passed": "Denne ordre er uden for refusionsperioden; kun en administrator kan refundere den.",
	"refund_not_possible": "Denne refusion er ikke mulig.",
	"data_export_too_soon": "Du kan bede om en kopi af dine data én gang om dagen. Du kan bede igen fra {at}.",
	"appeal_not_allowed": "Der kan ikke (længere) gøres indsigelse mod denne afgørelse.",
	"fictional_warning_unconfirmed": "Bekræft meddelelsen om fiktive profiler, før du skriver til en."
};
var validation = {
	"required": "Udfyld venligst dette felt.",
	"invalid": "Denne værdi er ugyldig.",
	"invalid_email": "Ugyldig e-mailadresse",
	"name_invalid": "Brug 2 til 30 bogstaver eller cifre; mellemrum, punktummer, bindestreger og understregninger er tilladt, men ikke først eller sidst.",
	"name_equals_email": "Dit brugernavn må ikke være din e-mailadresse.",
	"name_starts_with_at": "Dit brugernavn må ikke starte med @.",
	"password_too_short": "Brug mindst 8 tegn.",
	"password_too_long": "Brug højst 128 tegn.",
	"password_too_common": "Denne adgangskode er for almindelig, vælg venligst en anden.",
	"password_personal": "Din adgangskode må ikke være din e-mailadresse eller dit brugernavn.",
	"dob_min_age": "Indtast din fødselsdato ({min_age}+)",
	"dob_invalid": "Ugyldig fødselsdato.",
	"passwords_differ": "De indtastede adgangskoder er ikke ens.",
	"new_email_invalid": "Den nye e-mailadresse er ugyldig.",
	"too_long": "Denne tekst er for lang.",
	"too_short": "Denne tekst er for kort.",
	"confirmation_required": "Bekræft venligst.",
	"did_you_mean": "Mente du {suggestion}?",
	"invalid_iban": "Ugyldigt IBAN",
	"invalid_phone": "Indtast et gyldigt mobilnummer.",
	"authorization_required": "Godkend den direkte debitering for at fortsætte.",
	"code_invalid": "Indtast den 6-cifrede kode fra SMS’en."
};
var common = {
	"close": "Luk",
	"back": "Tilbage",
	"next": "Næste",
	"continue": "Fortsæt",
	"choose": "Vælg",
	"cancel": "Annuller"
};
var fields = {
	"email": "E-mailadresse",
	"name": "Brugernavn",
	"password": "Adgangskode",
	"new_password": "Ny adgangskode",
	"password_repeat": "Gentag den nye adgangskode",
	"old_password": "Nuværende adgangskode",
	"new_email": "Ny e-mailadresse",
	"date_of_birth": "Fødselsdato",
	"day": "Dag",
	"month": "Måned",
	"year": "År",
	"gender": "Jeg er",
	"sexuality": "Min seksualitet",
	"country": "Land",
	"signup_message": "Din første besked (valgfri)",
	"city": "By",
	"about": "Om mig",
	"interests": "Interesser",
	"hair_colour": "Hårfarve",
	"eye_colour": "Øjenfarve",
	"body_type": "Kropstype",
	"relationship_status": "Civilstatus"
};
var profile = {
	"gender": {
		"male": "Mand",
		"female": "Kvinde"
	},
	"sexuality": {
		"hetero": "Hetero",
		"gay": "Bøsse",
		"lesbian": "Lesbisk",
		"bi": "Biseksuel"
	},
	"hair_colour": {
		"black": "Sort",
		"brown": "Brun",
		"blond": "Blond",
		"red": "Rød",
		"grey": "Grå",
		"white": "Hvid",
		"bald": "Skaldet",
		"other": "Andet"
	},
	"eye_colour": {
		"brown": "Brun",
		"blue": "Blå",
		"green": "Grøn",
		"grey": "Grå",
		"hazel": "Nøddebrun",
		"other": "Andet"
	},
	"body_type": {
		"slim": "Slank",
		"athletic": "Atletisk",
		"average": "Gennemsnitlig",
		"muscular": "Muskuløs",
		"stocky": "Firskåren",
		"large": "Kraftig"
	},
	"relationship_status": {
		"single": "Single",
		"relationship": "I et forhold",
		"open_relationship": "Åbent forhold",
		"married": "Gift",
		"divorced": "Fraskilt",
		"widowed": "Enkemand"
	}
};
var login = {
	"title": "Log ind",
	"submit": "Log ind",
	"forgot_password": "Har du glemt din adgangskode?",
	"no_account": "Har du ikke en konto endnu?"
};
var signup = {
	"title": "Tilmeld dig gratis",
	"progress": "Trin {step} af {count}",
	"steps": {
		"email": {
			"title": "Hvad er din e-mailadresse?",
			"text": "Vi sender dig et link, så du kan bekræfte den. Andre medlemmer ser den aldrig."
		},
		"name": {
			"title": "Vælg et brugernavn",
			"text": "Det er det navn, andre medlemmer ser."
		},
		"password": {
			"title": "Vælg en adgangskode",
			"text": "Mindst 8 tegn. Hold den for dig selv."
		},
		"date_of_birth": {
			"title": "Hvornår er du født?",
			"text": "Kun voksne kan være med. Medlemmer ser din alder, aldrig din fødselsdato."
		},
		"about": {
			"title": "Om dig",
			"text": "Det hjælper os med at vise dig de rigtige mænd."
		}
	},
	"submit": "Opret min konto",
	"consent": "Ved at oprette en konto bekræfter du, at du er mindst {min_age} år, og accepterer vores vilkår:",
	"have_account": "Er du allerede medlem?",
	"login_instead": "Log ind med denne adresse",
	"message_hint": "Vi sender den til dette medlem, så snart din konto er klar.",
	"invite_only": {
		"title": "Tilmelding kun efter invitation",
		"text": "{site} er i øjeblikket kun åben for inviterede medlemmer. Brug linket fra din invitation."
	},
	"closed": {
		"title": "Tilmeldingen er lukket",
		"text": "{site} tager ikke imod nye medlemmer i øjeblikket. Prøv igen senere."
	},
	"complete": {
		"title": "Bekræft din e-mailadresse",
		"text": "Næsten færdig! Vi har sendt et link til {email}. Klik på det for at aktivere din konto.",
		"confirmed": "Din e-mailadresse er bekræftet. God fornøjelse!"
	},
	"matches": {
		"title": "Dine første matches",
		"text": "Medlemmer, der passer til dig og har været her for nylig. Like dem, du synes om, eller skriv til dem.",
		"empty": "Ingen forslag lige nu: søg selv blandt medlemmerne."
	}
};
var activation = {
	"reminder_title": "Aktivér venligst din konto",
	"reminder_text": "Vi har sendt et link til {email}. Klik på det for at bekræfte din e-mailadresse og gøre din profil synlig.",
	"spam_hint": "Ingen e-mail? Tjek din spammappe eller mappen med uønsket post.",
	"resend": "Send e-mailen igen",
	"resent": "Vi har sendt e-mailen igen.",
	"done_title": "Din konto er aktiveret",
	"done_text": "Tak, fordi du har bekræftet din e-mailadresse. Andre medlemmer kan nu finde din profil.",
	"done_continue": "Fortsæt til medlemmerne",
	"error_title": "Aktiveringen mislykkedes",
	"login_to_resend": "Log ind for at få en ny e-mail",
	"already_confirmed": "Din e-mailadresse er allerede bekræftet."
};
var reset = {
	"intro": "Indtast e-mailadressen til din konto, så sender vi dig et link, hvor du kan vælge en ny adgangskode.",
	"submit": "Send linket",
	"sent": "Vi har sendt et link til {email}. Klik på det for at vælge en ny adgangskode.",
	"back_to_login": "Tilbage til login",
	"request_new": "Anmod om en ny e-mail",
	"save": "Gem den nye adgangskode"
};
var mail_change = {
	"done": "Din e-mailadresse er nu {email}.",
	"done_no_session": "Din nye e-mailadresse er bekræftet.",
	"request_new": "Anmod om et nyt link i indstillingerne"
};
var settings = {
	"save": "Gem",
	"saved": "Gemt.",
	"account": {
		"title": "Konto",
		"current_email": "Din e-mailadresse:",
		"change_email": "Skift e-mailadresse",
		"mail_sent": "Vi har sendt et link til {email}. Klik på det for at bekræfte din nye adresse; indtil da bruger vi fortsat din nuværende."
	},
	"password": {
		"title": "Adgangskode",
		"submit": "Skift adgangskode",
		"changed": "Din adgangskode er ændret."
	},
	"language": {
		"title": "Sprog",
		"label": "Sproget på dette site og i vores e-mails"
	},
	"location": { "title": "Placering" },
	"notifications": {
		"title": "Notifikationer via e-mail",
		"intro": "Vælg, hvilke e-mails du får fra os.",
		"types": {
			"message": "Nye beskeder",
			"like": "Nye likes",
			"match": "Nye matches",
			"visit": "Besøg på din profil",
			"newsletter": "Nyheder og særlige tilbud"
		},
		"disabled": {
			"spam_complaint": "Vi er holdt op med at sende dig e-mails, fordi en af dem blev markeret som spam.",
			"bounce": "Vi er holdt op med at sende dig e-mails, fordi de ikke kunne leveres til din adresse.",
			"unsubscribed": "Vi er holdt op med at sende dig e-mails, fordi du har afmeldt dem i dit mailprogram."
		}
	},
	"first_contact": {
		"title": "Første beskeder",
		"intro": "I dine første dage her kan en af disse profiler skrive til dig først. Vil du hellere undgå det, så slå det fra: så svarer de kun på dine beskeder.",
		"label": "Disse profiler må skrive til mig først"
	},
	"data_export": {
		"title": "Download mine data",
		"intro": "Få en kopi af alt, hvad vi gemmer om dig: din profil, billeder, likes, samtaler, ordrer, credits, notifikationsindstillinger, logins og klager, i én ZIP-fil. Vi sender dig et link på e-mail, så snart den er klar; det virker i {days, plural, one {# dag} other {# dage}}. Du kan bede om den én gang om dagen.",
		"preparing": "Vi gør dine data klar. Du får en e-mail, når de er klar.",
		"ready": "Dine data er klar. Du kan downloade dem indtil {date}.",
		"download": "Download ZIP-fil",
		"expired": "Dit seneste downloadlink er udløbet. Bed om en ny kopi, hvis du har brug for det.",
		"request": "Bed om en kopi af mine data"
	},
	"delete": {
		"title": "Slet konto",
		"intro": "Når du sletter din konto, bliver din profil skjult med det samme. I {days, plural, one {# dag} other {# dage}} kan du stadig få den tilbage; derefter bliver alt slettet for altid.",
		"start": "Slet min konto…",
		"offer": "Bliv og få {percent} % rabat på dine næste kreditter",
		"offer_text": "Vi vil være kede af at se dig gå. Bliv, så bliver dine næste kreditter billigere.",
		"offer_accept": "Bliv og få min kode",
		"offer_decline": "Nej tak, slet min konto",
		"code_title": "Din personlige rabatkode",
		"code_text": "{percent} % rabat på ét køb af kreditter, gyldig til {date}. Den bliver trukket fra automatisk ved betalingen.",
		"code_use": "Køb kreditter med min rabat",
		"warning": "Din profil forsvinder med det samme. Vi sender dig en e-mail med et link, der giver dig din konto tilbage inden for {days, plural, one {# dag} other {# dage}}; derefter bliver den slettet for altid.",
		"confirm_label": "Ja, jeg vil slette min konto",
		"submit": "Slet min konto",
		"cancel": "Behold min konto"
	}
};
var account_deleted = {
	"text": "Din konto er slettet. Den fjernes for altid om {days, plural, one {# dag} other {# dage}}.",
	"reactivate": "Vi har sendt dig en e-mail med et link til at genaktivere den. Har du fortrudt? Klik på linket inden for {days, plural, one {# dag} other {# dage}}."
};
var home = {
	"lead": "Søg efter profiler i nærheden, like dem, du synes om, få et match og chat i realtid. Det er gratis at tilmelde sig og tager kun et minut.",
	"cta_signup": "Tilmeld dig gratis",
	"cta_browse": "Se medlemmer",
	"adults_only": "Kun 18+. Dit privatliv kommer først.",
	"features": {
		"search": { "title": "Søg og like" },
		"swipe": {
			"title": "Spil swipe-spillet",
			"text": "Swipe til højre for at like og til venstre for at springe over. Nye ansigter hver dag, direkte på din mobil."
		},
		"chat": {
			"title": "Chat i realtid",
			"text": "Beskeder, billeder og gaver kommer frem i samme øjeblik, de bliver sendt, på alle enheder."
		}
	},
	"steps_title": "Sådan fungerer det",
	"steps": {
		"profile": "Opret din profil, og tilføj et billede.",
		"like": "Like medlemmer, og få et match med dem, der liker dig tilbage.",
		"chat": "Begynd at chatte, og se, hvor det fører hen."
	},
	"reactivated": "Velkommen tilbage, din konto er aktiv igen",
	"niche": {
		"general": {
			"kicker": "{site}: dating og chat",
			"title": "Mød singler, der vil det samme som dig",
			"search": "Filtrer efter alder, land og region, og like de mennesker, du gerne vil møde. Et gensidigt like er et match."
		},
		"she": {
			"kicker": "{site}: lesbisk dating og chat",
			"title": "Mød kvinder, der elsker kvinder",
			"search": "Filtrer efter alder, land og region, og like de kvinder, du gerne vil møde. Et gensidigt like er et match."
		},
		"bdsm": {
			"kicker": "{site}: BDSM-dating og chat",
			"title": "Mød partnere, der deler dine lyster",
			"search": "Filtrer efter alder, land og region, og like de partnere, du gerne vil møde. Et gensidigt like er et match."
		},
		"bbw": {
			"kicker": "{site}: dating og chat med kurvede kvinder",
			"title": "Mød kurvede kvinder, der elsker, hvem de er",
			"search": "Filtrer efter alder, land og region, og like de kurvede kvinder, du gerne vil møde. Et gensidigt like er et match."
		},
		"gilf": {
			"kicker": "{site}: dating og chat med kvinder over 60",
			"title": "Mød kvinder over 60, der stadig elsker at flirte",
			"search": "Filtrer efter alder, land og region, og like de kvinder, du gerne vil møde. Et gensidigt like er et match."
		},
		"milf": {
			"kicker": "{site}: dating og chat med modne kvinder",
			"title": "Mød modne kvinder, der ved, hvad de vil",
			"search": "Filtrer efter alder, land og region, og like de modne kvinder, du gerne vil møde. Et gensidigt like er et match."
		},
		"gay": {
			"kicker": "{site}: gaydating og chat",
			"title": "Mød mænd, der vil det samme som dig",
			"search": "Filtrer efter alder, land og region, og like de mænd, du gerne vil møde. Et gensidigt like er et match."
		}
	}
};
var routes = {
	"index": "Forside",
	"likes": "Likes",
	"likes-type": "Likes",
	"likes-m-id": "Likes",
	"chats": "Beskeder",
	"chats-id": "Samtale",
	"members": "Søg medlemmer",
	"members-id": "Medlemsprofil",
	"members-id-chat": "Chat",
	"members-id-landing": "Mød dette medlem",
	"members-id-signup": "Tilmeld dig",
	"members-id-landing2-slug": "Mød dette medlem",
	"members-id-landing3-slug": "Mød dette medlem",
	"profile": "Min profil",
	"settings": "Indstillinger",
	"signup": "Tilmeld dig",
	"signup-matches": "Dine matches",
	"complete-signup": "Fuldfør din tilmelding",
	"login": "Log ind",
	"reset-password": "Nulstil adgangskode",
	"reset-password-do": "Vælg en ny adgangskode",
	"account-deleted": "Konto slettet",
	"activate-done": "Konto aktiveret",
	"activate-error": "Aktivering mislykkedes",
	"mail-change-do": "Bekræft ny e-mailadresse",
	"credits": "Kreditter",
	"credits-id-paymentmethod": "Betaling",
	"credits-repeat-order": "Bestil igen",
	"directdebit": "Direkte debitering",
	"transactions-id": "Ordrer",
	"premium": "Premium",
	"pricing": "Priser",
	"notifications": "Notifikationer",
	"match-finder": "Matchfinder",
	"swipe-game": "Swipe-spil",
	"complaints": "Klager",
	"lang-config": "Sprogindstillinger",
	"landers-tinderswipe": "Swipe og mød",
	"landers-alonetonight-slug": "Alene i aften?",
	"landers-collagelanding-slug": "Mød nye mænd",
	"landers-gallery-slug": "Medlemsgalleri",
	"landers-iconslanding-slug": "Find din type",
	"landers-maplanding-slug": "Mænd i nærheden",
	"landers-socialnetwork-slug": "Bliv en del af fællesskabet",
	"landers-transitionsvideolanding-slug": "Mød nye mænd",
	"landers-video-slug": "Mød nye mænd",
	"pages-ban": "Adgangsspærring",
	"pages-cookies": "Cookies",
	"pages-faq": "FAQ",
	"pages-privacy": "Privatlivspolitik",
	"pages-return-policy": "Returnering og refusion",
	"pages-service": "Kundeservice",
	"pages-terms": "Vilkår og betingelser",
	"pages-token": "Oplysninger"
};
var region_labels = {
	"province": "Provins",
	"state": "Delstat",
	"canton": "Kanton",
	"county": "Amt",
	"voivodeship": "Voivodskab",
	"region": "Region"
};
var interests = {
	"adventure": "Eventyr",
	"analsex": "Analsex",
	"animals": "Dyr",
	"art": "Kunst",
	"astrology": "Astrologi",
	"bbq": "Grill",
	"beach": "Strand",
	"beer": "Øl",
	"biking": "Cykling",
	"bondage": "Bondage",
	"coffee": "Kaffe",
	"cooking": "Madlavning",
	"dancing": "Dans",
	"exchanging_pictures": "Udveksle billeder",
	"fashion": "Mode",
	"foodie": "Madglad",
	"gardening": "Havearbejde",
	"gym": "Fitness",
	"hiking": "Vandreture",
	"hugging": "Kram",
	"kissing": "Kys",
	"lingerie": "Undertøj",
	"massages": "Massage",
	"masturbating": "Onani",
	"movies": "Film",
	"music": "Musik",
	"one_night_stand": "Engangsknald",
	"oral_sex": "Oralsex",
	"outdoors": "Friluftsliv",
	"party": "Fest",
	"photography": "Fotografering",
	"politics": "Politik",
	"public_sex": "Offentlig sex",
	"reading": "Læsning",
	"relationship": "Forhold",
	"sadomasochism": "Sadomasochisme",
	"safe_sex": "Sikker sex",
	"sex": "Sex",
	"sex_toys": "Sexlegetøj",
	"shopping": "Shopping",
	"sports": "Sport",
	"sushi": "Sushi",
	"tattoos": "Tatoveringer",
	"tea": "Te",
	"theater": "Teater",
	"threesome": "Trekant",
	"travelling": "Rejser",
	"vegetarian": "Vegetar",
	"video_games": "Computerspil",
	"wine": "Vin"
};
var premium_cta = { "button": "Få Premium" };
var signup_cta = {
	"title": "Tilmeld dig for at se mere",
	"text": "Opret din gratis konto, eller log ind for at se profiler, like medlemmer og chatte."
};
var members = {
	"fictional": "Fiktiv profil",
	"fictional_plural": "Fiktive profiler",
	"age_short": "{age}",
	"photo_of": "Billede af {name}",
	"no_photo": "{name} har ikke noget billede endnu",
	"private_photo": "Privat billede",
	"blurred_photo": "Sløret billede",
	"login_to_see_photos": "Log ind eller tilmeld dig for at se alle billeder.",
	"photo_number": "{name}: billede {number} af {count}",
	"photos": "Billeder",
	"show_photo": "Vis billede {number}",
	"blocked_title": "Denne profil er ikke tilgængelig",
	"details": "Detaljer",
	"fields": {
		"gender": "Køn",
		"sexuality": "Seksualitet",
		"hair_colour": "Hår",
		"eye_colour": "Øjne",
		"body_type": "Kropstype",
		"relationship_status": "Forhold"
	},
	"chat": "Chat",
	"more": "Flere handlinger",
	"block": "Bloker",
	"unblock": "Fjern blokering",
	"report": "Anmeld denne profil",
	"block_title": "Bloker {name}?",
	"block_text": "{name} kan ikke længere se din profil eller kontakte dig, og I ser ikke længere hinanden i søgningen. Du kan til enhver tid fjerne blokeringen på profilen.",
	"you_blocked": "Du har blokeret {name}. Medlemmet kan ikke se din profil eller kontakte dig.",
	"also_report": "Anmeld også {name} til vores team",
	"block_and_report": "Bloker og anmeld"
};
var likes = {
	"like": "Like",
	"liked": "Liket",
	"like_name": "Like {name}",
	"unlike_name": "Træk dit like af {name} tilbage",
	"match_badge": "Det er et match",
	"likes_you": "Liker dig",
	"tabs_label": "Typer af likes",
	"tabs": {
		"received": "Modtaget",
		"sent": "Sendt",
		"matches": "Matches"
	},
	"new": "Ny",
	"new_count": "{count, plural, one {# ny} other {# nye}}",
	"empty": {
		"received": "Ingen likes endnu",
		"sent": "Du har ikke liket nogen endnu",
		"matches": "Ingen matches endnu"
	},
	"empty_text": "Like de medlemmer, du synes om: Når nogen liker dig tilbage, er det et match."
};
var like_modal = {
	"match_title": "Det er et match!",
	"match_text": "Du og {name} kan lide hinanden.",
	"like_title": "{name} liker dig!",
	"like_text": "Like ham tilbage, så er det et match.",
	"send_message": "Send en besked",
	"view_profile": "Se profil",
	"click_to_close": "Klik hvor som helst for at lukke"
};
var search = {
	"filters": "Søgefiltre",
	"gender": "Søger",
	"any_gender": "Alle",
	"genders": {
		"male": "Mænd",
		"female": "Kvinder"
	},
	"any_country": "Alle lande",
	"any_region": "Overalt",
	"age": "Alder",
	"min_age": "Minimumsalder",
	"max_age": "Maksimumsalder",
	"reset": "Nulstil filtre",
	"result_count": "{count, plural, =0 {Ingen medlemmer fundet} one {# medlem fundet} other {# medlemmer fundet}}",
	"no_results": "Ingen medlemmer matcher din søgning",
	"no_results_text": "Prøv et bredere aldersinterval eller en anden region.",
	"similar_title": "Lignende medlemmer",
	"similar_text": "{count, plural, one {# medlem er tæt på din søgning} other {# medlemmer er tæt på din søgning}}",
	"login_required_title": "Tilmeld dig for at søge blandt medlemmerne",
	"login_required_text": "Søgning er kun for medlemmer. Opret din gratis konto, eller log ind for at se, hvem der er i nærheden."
};
var pagination = {
	"label": "Sider",
	"previous": "Forrige side",
	"next": "Næste side",
	"page": "Side {page}"
};
var match_finder = {
	"intro": "Medlemmer, der passer til dig. Like dem, du synes om: Et like tilbage er et match.",
	"refresh": "Andre forslag",
	"empty": "Ingen forslag lige nu. Prøv igen senere, eller søg selv."
};
var swipe = {
	"help": "Træk et kort til højre for at like eller til venstre for at springe over, eller brug knapperne eller piletasterne.",
	"like_stamp": "LIKE",
	"nope_stamp": "NEJ",
	"view_profile": "Se profilen for {name}",
	"likes_left": "{count, plural, one {# like tilbage i dag} other {# likes tilbage i dag}}",
	"premium_text": "Premium-medlemmer liker uden begrænsning.",
	"pass": "Spring {name} over",
	"pass_hint": "Spring over (←)",
	"like": "Like {name}",
	"like_hint": "Like (→)",
	"empty_title": "Du har set alle for nu",
	"empty_text": "Der kommer nye medlemmer til hver dag. Kom tilbage senere, eller søg selv blandt medlemmerne."
};
var complaints = {
	"intro": "Fortæl os, hvad der gik galt. Vi læser alle klager og svarer inden for få hverdage.",
	"intro_member": "Fortæl os, hvad der er galt med denne profil. Medlemmet får ikke at vide, hvem der har anmeldt det.",
	"reason": "Årsag",
	"reasons": {
		"fake_profile": "Falsk profil",
		"harassment": "Chikane",
		"threats": "Trusler",
		"spam": "Spam eller reklame",
		"underage": "Muligvis under 18",
		"offensive_photo": "Stødende billede",
		"payment": "Betalingsproblem",
		"other": "Noget andet"
	},
	"message": "Din besked",
	"message_hint": "{count} / {max} tegn, mindst 10",
	"email": "Din e-mailadresse",
	"email_hint": "Vi svarer dig på denne adresse.",
	"submit": "Send klage",
	"sent_title": "Tak",
	"sent_text": "Vi har modtaget din klage og ser på den.",
	"back_to_profile": "Tilbage til profilen",
	"sent_reference": "Din reference er {reference}. Vi har sendt dig en bekræftelse på mail.",
	"about_message": "Du anmelder en besked fra din chat med dette medlem.",
	"mine_title": "Klager",
	"mine_intro": "Klager, du har indgivet, og klager over din konto, med vores afgørelser.",
	"mine_none": "Du har ikke indgivet nogen klager, og der er ingen over din konto.",
	"about_you": "En klage over din konto",
	"yours_about": "Din klage over {name}",
	"yours": "Din klage",
	"reference": "Reference",
	"content_label": "Indhold",
	"decision_label": "Afgørelse",
	"until": "indtil {date}",
	"rule_label": "Regel",
	"why": "Begrundelse",
	"appeal_label": "Indsigelse",
	"appeal_waiting": "Sendt {date}; en anden person fra vores team behandler den.",
	"appeal": "Gør indsigelse",
	"appeal_until": "Du kan gøre indsigelse én gang, indtil {date}.",
	"appeal_text": "Hvorfor skal vi se på det igen?",
	"appeal_submit": "Send indsigelse",
	"status": {
		"open": "Venter på vores team",
		"decided": "Afgjort",
		"appealed": "Indsigelse under behandling",
		"closed": "Indsigelse afgjort"
	},
	"content": {
		"message": "En chatbesked",
		"photo": "Et profilbillede"
	},
	"decisions": {
		"no_action": "Ingen handling",
		"warning": "En advarsel",
		"remove_content": "Indholdet er fjernet",
		"suspend": "Kontoen er midlertidigt spærret",
		"ban": "Kontoen er udelukket"
	},
	"appeal_outcomes": {
		"upheld": "Afgørelsen står fast",
		"reversed": "Afgørelsen er omgjort"
	}
};
var own_profile = {
	"view_as_others": "Se profilen, som andre ser den",
	"basics": "Om dig",
	"where": "Hvor du bor",
	"looks": "Udseende og status",
	"not_specified": "Ikke angivet",
	"interests_hint": "{count, plural, =0 {Vælg det, du kan lide; det hjælper andre med at finde dig.} one {# interesse valgt} other {# interesser valgt}}",
	"about_placeholder": "Fortæl andre, hvem du er, og hvad du søger.",
	"about_count": "{count} / {max}",
	"save": "Gem profil",
	"photos": "Dine billeder",
	"photo_count": "{count} af {limit} billeder",
	"reorder_hint": "Træk billederne for at ændre rækkefølgen, eller brug pileknapperne. Hovedbilledet er det, andre ser først.",
	"uploading": "Uploader {name}…",
	"upload_progress": "Uploadstatus",
	"add_photo": "Tilføj et billede",
	"photo_types": "JPEG, PNG, WebP eller AVIF",
	"upload_private": "Upload som privat billede (kun Premium-medlemmer kan se det)",
	"limit_free": "Du har {limit} billeder, det maksimale for et gratis medlem. Premium-medlemmer kan uploade op til {premium}.",
	"status": {
		"pending": "Bliver tjekket",
		"rejected": "Afvist",
		"active": "Synligt"
	},
	"rejected_text": "Dette billede overholder ikke vores regler. Slet det, og upload et andet.",
	"rejected_reason": "Årsag: {reason}",
	"text_rejected": {
		"name": "En moderator har ikke godkendt dit nye navn ({reason}). Dit tidligere navn vises igen.",
		"about": "En moderator har ikke godkendt din nye tekst under “Om mig” ({reason}). Din tidligere tekst vises igen."
	},
	"main": "Hovedbillede",
	"private": "Privat",
	"set_main": "Gør til hovedbillede",
	"private_switch": "Privat",
	"move_earlier": "Flyt billede {number} frem",
	"move_later": "Flyt billede {number} tilbage",
	"delete_photo": "Slet billede {number}",
	"delete_title": "Slet dette billede?",
	"delete_text": "Billedet bliver fjernet permanent fra din profil.",
	"delete": "Slet",
	"photo_alt": "Dit billede {number}"
};
var chats = {
	"waiting": "{count, plural, one {# nyhed venter på dig} other {# nyheder venter på dig}}",
	"no_messages_yet": "Ingen beskeder endnu",
	"preview_gift": "Gave",
	"preview_photo": "Billede",
	"empty_title": "Ingen samtaler endnu",
	"empty_text": "Find en, du kan lide, og send den første besked.",
	"unread": "{count, plural, one {# ulæst besked} other {# ulæste beskeder}}",
	"delete": "Slet samtalen med {name}",
	"pick_conversation": "Vælg en samtale for at læse og svare.",
	"not_found": "Samtalen blev ikke fundet.",
	"back": "Tilbage til beskeder",
	"load_older": "Vis ældre beskeder",
	"start_text": "Sig hej til {name}!",
	"read": "Læst",
	"delivered": "Sendt",
	"sending": "Sender…",
	"send_failed": "Ikke sendt.",
	"retry": "Prøv igen",
	"buy_credits": "Køb kreditter",
	"send_gift": "Send en gave",
	"send_photo": "Send et billede",
	"placeholder": "Skriv en besked…",
	"send": "Send",
	"length_counter": "{count} / {max}",
	"cost_hint": "Besked: {message, plural, one {# kredit} other {# kreditter}} · billede: {photo, plural, one {# kredit} other {# kreditter}} · gave: {gift, plural, one {# kredit} other {# kreditter}}",
	"cost_minimum": "(mindst {amount} pr. besked)",
	"gifts_title": "Send en gave",
	"gift_cost": "Hver gave koster {credits, plural, one {# kredit} other {# kreditter}}.",
	"icebreaker_title": "Bryd isen med {name}",
	"icebreaker_text": "Ved du ikke, hvordan du skal starte? Vælg en besked, og ret den til, som du har lyst.",
	"deleted_member": "Slettet medlem",
	"deleted_member_note": "Dette medlem har slettet sin konto. Du kan læse samtalen, men ikke længere svare.",
	"report_message": "Anmeld denne besked",
	"fictional_warning_title": "Før du skriver: dette er en fiktiv profil",
	"fictional_warning_confirm": "Jeg har læst dette og vil fortsætte"
};
var icebreakers = {
	"weekend": "Hej! Har du nogen sjove planer i weekenden?",
	"photo": "Hej, jeg er vild med dit billede. Hvor er det taget?",
	"music": "Hej! Hvad er du til af musik?",
	"travel": "Hey! Hvad er det bedste sted, du nogensinde har rejst til?",
	"coffee": "Hej! Har du lyst til at tage en kop kaffe sammen en dag?",
	"movie": "Hey! Har du set nogen gode film for nylig?"
};
var time_bonus = {
	"strip_label": "Velkomsttilbud",
	"strip_title": "{percentage} % velkomstbonus – skynd dig!",
	"ends_in": "Slutter om",
	"strip_cta": "Få {percentage} % rabat",
	"hide": "Skjul tilbuddet",
	"modal_title": "Din velkomstbonus på {percentage} %",
	"modal_text": "Som nyt medlem får du {percentage} % rabat på dine første credits. Kom i gang med at chatte med det samme!",
	"act_fast": "Skynd dig – tilbuddet slutter om",
	"modal_cta": "Få {percentage} % rabat nu",
	"later": "Måske senere"
};
var direct_debit = {
	"title": "Betal med SEPA-direkte debitering",
	"intro": "Betal direkte fra din bankkonto. Du bekræfter mandatet med en kode, som vi sender til din mobil.",
	"other_methods": "Andre betalingsmetoder",
	"choose_other_method": "Vælg en anden betalingsmetode",
	"not_available": "Direkte debitering er ikke tilgængelig i dit land.",
	"retry": "Prøv igen",
	"summary_title": "Din ordre",
	"bundle_credits": "{credits, plural, one {# credit} other {# credits}}",
	"method": "SEPA-direkte debitering",
	"refund_right": "Du kan få en direkte debitering tilbageført af din bank inden for 8 uger.",
	"steps": "Trin",
	"step_details": "Dine oplysninger",
	"step_code": "SMS-kode",
	"account_section": "Bankkonto",
	"account_holder": "Kontohaver",
	"iban": "IBAN",
	"address_section": "Kontohaverens adresse",
	"street": "Gade",
	"house_number": "Husnr.",
	"postal_code": "Postnummer",
	"city": "By",
	"mobile": "Mobilnummer",
	"mobile_hint": "Vi sender en bekræftelseskode til dette nummer via SMS.",
	"mandate": "Jeg giver {company} tilladelse til at trække dette beløb ({amount}) fra min konto via SEPA-direkte debitering, og min bank tilladelse til at debitere min konto i overensstemmelse hermed. Jeg har ret til at få beløbet tilbageført af min bank på de vilkår, der gælder i min aftale med banken; tilbageførslen skal kræves inden for 8 uger fra den dato, min konto blev debiteret.",
	"creditor": "Betalingsmodtager: {company}, {address}",
	"send_code": "Send bekræftelseskode",
	"code_title": "Bekræft med koden fra SMS’en",
	"code_sent": "Vi har sendt en kode til {phone}.",
	"code": "6-cifret kode",
	"code_resent": "Vi har sendt dig en ny kode.",
	"confirm": "Bekræft og betal {amount}",
	"change_details": "Ret oplysninger",
	"resend": "Send en ny kode",
	"privacy": "Dine bankoplysninger sendes krypteret og bruges kun til betalinger, du godkender."
};
var payment_methods = {
	"creditcard": "Kreditkort",
	"banktransfer": "Bankoverførsel",
	"directdebit": "SEPA-betalingsservice"
};
var credits = {
	"title": "Køb credits",
	"lead": "Credits betaler for beskeder, fotos og gaver. Vælg den pakke, der passer dig.",
	"code_carried": "Din kode {code} giver dig {percent} % rabat: vælg en pakke, så bliver den trukket fra ved betalingen.",
	"reload": "Prøv igen",
	"trust": {
		"secure": "Sikker betaling",
		"no_subscription": "Engangsbetaling, intet abonnement",
		"returns": "{days} dages gratis returret"
	},
	"highlight": {
		"popular": "Mest populær",
		"best_value": "Bedste pris"
	},
	"credits_unit": "{count, plural, one {credit} other {credits}}",
	"credits_count": "{count, plural, one {# credit} other {# credits}}",
	"per_message": "{price} pr. besked",
	"saving": "Spar {percent} %",
	"choose": "Vælg",
	"choose_label": "Vælg {count, plural, one {# credit} other {# credits}}",
	"balance": "Din saldo",
	"premium_badge": "Premium",
	"orders_link": "Dine ordrer og kvitteringer",
	"buy_again": {
		"creditcard": "Køb igen med dit kort {label}",
		"directdebit": "Køb igen med betalingsservice {label}"
	},
	"costs": {
		"title": "Hvad credits betaler for",
		"message": "En besked",
		"photo": "Et foto",
		"gift": "En gave"
	}
};
var checkout = {
	"title": "Betaling",
	"lead": "{count, plural, one {# credit} other {# credits}} for {price}",
	"back_to_bundles": "Alle pakker",
	"not_found": "Denne pakke findes ikke",
	"not_found_text": "Den udbydes måske ikke længere. Vælg en af vores nuværende pakker.",
	"method_title": "Betalingsmetode",
	"summary_title": "Din ordre",
	"discount_line": "Rabat ({percent} %)",
	"total": "I alt",
	"pay": "Betal {amount}",
	"discount": {
		"title": "Rabatkode",
		"label": "Rabatkode",
		"placeholder": "Indtast en rabatkode",
		"placeholder_other": "Har du en anden kode?",
		"apply": "Anvend",
		"welcome_applied": "{percent} % velkomstbonus anvendt",
		"applied": "Kode {code}: {percent} % rabat anvendt",
		"remove": "Fjern koden {code}",
		"unfit": "Koden {code} gælder ikke for denne betalingsmetode eller pakke.",
		"minimum_order": "Denne kode gælder for ordrer på mindst {amount}."
	},
	"confirm": {
		"title": "Bekræft din betaling",
		"redirect": "Du fortsætter til en sikker side for at betale med {method}.",
		"terms": "Ved at fortsætte accepterer du vores betingelser:",
		"cancel": "Tilbage",
		"continue": "Betal {amount} nu"
	}
};
var repeat_order = {
	"title": "Køb igen",
	"lead": "Betal i ét trin med et kort eller en aftale, du har brugt før.",
	"none": "Ingen gemt betalingsmetode",
	"none_text": "Når du har betalt én gang med kort eller betalingsservice, kan du købe igen her i ét trin.",
	"choose_bundle": "Vælg en pakke",
	"bundle_title": "Pakke",
	"method_title": "Betal med",
	"declined_text": "Dit kort blev afvist. Prøv igen, eller betal denne pakke med PayPal.",
	"retry": "Prøv igen",
	"pay_with_paypal": "Betal med PayPal"
};
var payment_result = {
	"title": "Betaling",
	"waiting": "Venter på din betaling…",
	"waiting_text": "Siden opdaterer sig selv, så snart din betaling er bekræftet.",
	"completed": "Betaling gennemført",
	"credits_added": "{count, plural, one {# credit er} other {# credits er}} lagt på din konto.",
	"balance": "Din saldo er nu {count, plural, one {# credit} other {# credits}}.",
	"premium_title": "Velkommen til Premium!",
	"premium_text": "Nu kan du se alle fotos, uploade op til {photos} fotos og chatte med alle.",
	"start": "Begynd at chatte",
	"receipt": "Se kvittering",
	"failed": "Betalingen mislykkedes eller blev annulleret.",
	"failed_text": "Der er ikke trukket noget. Prøv igen, eller vælg en anden betalingsmetode.",
	"try_again": "Prøv igen",
	"other_method": "Vælg en anden metode"
};
var orders = {
	"title": "Dine ordrer",
	"buy": "Køb credits",
	"empty": "Ingen ordrer endnu",
	"empty_text": "Dine køb og kvitteringerne for dem vises her.",
	"status": {
		"pending": "Afventer",
		"paid": "Betalt",
		"failed": "Mislykket",
		"canceled": "Annulleret",
		"expired": "Udløbet"
	}
};
var credit_history = {
	"title": "Credithistorik",
	"empty": "Ingen ændringer i dine credits endnu.",
	"balance": "Saldo {balance}",
	"more": "Vis flere",
	"kinds": {
		"signup": "Velkomstcredits",
		"purchase": "Købte credits",
		"message": "Besked sendt",
		"photo": "Foto sendt",
		"gift": "Gave sendt",
		"correction": "Rettelse fra kundeservice",
		"refund": "Refusion",
		"chargeback": "Betaling tilbageført",
		"other": "Anden ændring"
	}
};
var receipt = {
	"title": "Kvittering",
	"number": "Ordrenr. {id}",
	"not_found": "Ordren blev ikke fundet",
	"all_orders": "Alle ordrer",
	"print": "Udskriv",
	"kvk": "Handelsregister (KvK): {kvk}",
	"vat": "Momsnr.: {vat}",
	"date": "Dato",
	"status": "Status",
	"method": "Betalingsmetode",
	"bundle": "Pakke",
	"price": "Pris",
	"discount": "Rabat {code} ({percent} %)",
	"total": "Betalt i alt ({currency})",
	"vat_included": "Alle priser er inkl. moms.",
	"billed_to": "Kunde"
};
var premium = {
	"title": "Bliv Premium",
	"title_member": "Du er Premium",
	"lead": "Se mere, chat mere, match mere.",
	"match_chance": "større chance for et match",
	"any_bundle": "Køb en hvilken som helst pakke, og du bliver premium",
	"benefits_title": "Det giver Premium dig",
	"benefits": {
		"photos": {
			"title": "Se alle fotos",
			"text": "Alle fotos af alle medlemmer, også private fotos."
		},
		"uploads": {
			"title": "Op til {premium} fotos",
			"text": "Vis dig fra alle sider. Gratis medlemmer kan uploade {free}."
		},
		"conversations": {
			"title": "Ubegrænsede samtaler",
			"text": "Chat med så mange medlemmer, du vil. Gratis medlemmer chatter med {free}."
		},
		"forever": {
			"title": "Premium for altid",
			"text": "Du forbliver premium, også når dine credits er brugt op."
		}
	},
	"bundles_title": "Vælg din pakke",
	"bundles_title_member": "Fyld op med credits",
	"already": "Du er allerede premiummedlem.",
	"already_text": "Du har {count, plural, one {# credit} other {# credits}} tilbage. Fyld op, når du vil.",
	"buy_credits": "Køb credits"
};
var pricing = {
	"title": "Priser",
	"lead": "Det er gratis at tilmelde sig. Du betaler kun for credits, i pakker og én gang: intet abonnement.",
	"signup": "Tilmeld dig gratis",
	"notes": "Priserne er inkl. moms og vises i dit lands valuta. Køb af en hvilken som helst pakke gør dig til premiummedlem."
};
var connection = {
	"offline": "Du er offline",
	"online": "Online igen"
};
var alerts = {
	"notifications_disabled": {
		"title": "Vi kan ikke sende dig e-mails",
		"action": "Hvad kan du gøre"
	},
	"profile_photo": {
		"title": "Tilføj et profilbillede",
		"text": "Medlemmer med et billede får mange flere beskeder og likes.",
		"action": "Tilføj billede"
	},
	"push": {
		"title": "Gå aldrig glip af en besked",
		"text": "Slå notifikationer til, så giver vi dig besked med det samme, når nogen skriver til dig eller liker dig.",
		"action": "Slå notifikationer til",
		"failed": "Notifikationer kunne ikke slås til. Prøv igen."
	}
};
var notifications = {
	"title": "Notifikationer",
	"settings_intro": "Vælg hvilke e-mails og push-notifikationer du får.",
	"manage": "Administrer notifikationer",
	"fix": {
		"bounce": "Tjek at din e-mailadresse er korrekt. Hvis den er ændret, så indtast din nye adresse i indstillingerne.",
		"spam_complaint": "Hvis det var en fejl, så skift din e-mailadresse i indstillingerne: en ny, bekræftet adresse får vores e-mails igen.",
		"unsubscribed": "Slå de e-mails til, du ønsker, herunder, så sender vi dem igen."
	},
	"fix_link": {
		"bounce": "Tjek min e-mailadresse",
		"spam_complaint": "Skift min e-mailadresse"
	},
	"push": {
		"title": "Push-notifikationer",
		"on": "Push-notifikationer er slået til i denne browser.",
		"off": "Få en notifikation i denne browser, så snart nogen skriver til dig eller liker dig.",
		"disable": "Slå notifikationer fra",
		"denied": "Notifikationer er blokeret for dette websted. Åbn browserens webstedsindstillinger (ikonet ved siden af adressen), tillad notifikationer, og genindlæs siden.",
		"unsupported": "Denne browser kan ikke vise push-notifikationer fra dette websted."
	},
	"unsubscribe": {
		"title": "Afmeld",
		"question": "Afmeld {email} fra e-mails om {type}?",
		"confirm": "Afmeld",
		"done": "Du får ikke længere e-mails om {type}.",
		"settings": "Indstillinger for notifikationer",
		"invalid": "Dette link er udløbet eller ugyldigt.",
		"types": {
			"message": "nye beskeder",
			"like": "nye likes",
			"match": "nye matches",
			"visit": "profilbesøg",
			"newsletter": "nyheder og tilbud"
		}
	}
};
var geolocation = {
	"use_current": "Brug min nuværende placering",
	"filled": "Udfyldt med din nuværende placering. Tjek det, og gem.",
	"not_found": "Vi kunne ikke se, hvor det er. Vælg selv din placering.",
	"denied": "Du har ikke givet dette websted adgang til din placering. Tillad det i browserens webstedsindstillinger, eller vælg selv din placering.",
	"unavailable": "Din placering er ikke tilgængelig lige nu. Vælg den selv.",
	"outside": "Du ser ud til at være i {country}, hvor dette websted ikke er tilgængeligt. Vælg selv din placering."
};
var static_pages = {
	"updated": "Sidst opdateret {date}",
	"print": "Udskriv",
	"contents": "På denne side"
};
var ban_notice = {
	"title": "Din adgang er blokeret",
	"banned": "En udelukkelse gælder for din konto, din e-mailadresse, denne enhed eller din internetforbindelse. Nedenfor kan du læse, hvorfor vi udelukker, og hvordan du klager.",
	"suspended_until": "Din adgang er suspenderet indtil {date}. Nedenfor kan du læse, hvorfor vi suspenderer, og hvordan du klager."
};
var lang_config = {
	"intro": "Vælg sidens sprog. Dit valg huskes på denne enhed og, når du er logget ind, på din konto.",
	"current": "Nuværende sprog"
};
var moderation = { "reasons": {
	"not_a_person": "Viser ikke en person",
	"public_nudity": "Nøgenhed på et offentligt billede",
	"minor": "Viser en mindreårig",
	"celebrity": "Viser en kendt person",
	"contact_details": "Tekst eller kontaktoplysninger",
	"violence": "Vold",
	"other": "Et andet brud på vores regler"
} };
var da_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, da_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
