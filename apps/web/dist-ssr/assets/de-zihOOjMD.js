// src/i18n/locales/de.json
var nav = {
	"language": "Sprache",
	"login": "Anmelden",
	"search_members": "Mitglieder suchen",
	"messages": "Nachrichten",
	"likes": "Likes",
	"credits": "Credits",
	"get_premium": "Premium holen",
	"my_profile": "Mein Profil",
	"settings": "Einstellungen",
	"logout": "Abmelden",
	"menu": "Menü"
};
var errors = {
	"page_not_found": "Diese Seite wurde nicht gefunden",
	"back_home": "Zurück zur Startseite",
	"status": "Fehler {status}",
	"error_page_failed": "Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten",
	"validation_failed": "Bitte überprüfe deine Eingaben.",
	"not_found": "Das konnte nicht gefunden werden.",
	"authentication_required": "Bitte melde dich erneut an.",
	"request_type_required": "Bitte lade die Seite neu und versuche es noch einmal.",
	"forbidden": "Dazu bist du nicht berechtigt.",
	"internal_error": "Ein Fehler ist aufgetreten. Bitte versuche es später noch einmal.",
	"service_unavailable": "Der Dienst ist kurz nicht verfügbar. Bitte versuche es gleich noch einmal.",
	"signups_closed": "Eine Registrierung ist im Moment nicht möglich.",
	"email_taken": "Mit dieser E-Mail-Adresse gibt es auf dieser Website bereits ein Konto.",
	"account_pending_deletion": "Dieses Konto ist noch zur Löschung vorgemerkt. Über den Link in der E-Mail, die wir dir geschickt haben, kannst du es wieder aktivieren.",
	"login_failed": "Anmeldung fehlgeschlagen, bitte versuche es noch einmal",
	"too_many_attempts": "Zu viele Fehlversuche, Konto für {minutes} Min. gesperrt.",
	"too_many_reset_mails": "Zu viele E-Mails zum Zurücksetzen des Passworts gesendet, bitte versuche es morgen noch einmal.",
	"too_many_mails": "Zu viele E-Mails gesendet, bitte versuche es morgen noch einmal.",
	"email_not_found": "E-Mail-Adresse nicht gefunden",
	"link_invalid": "Link abgelaufen oder ungültig, fordere eine neue E-Mail an",
	"wrong_old_password": "Bitte überprüfe dein altes Passwort.",
	"wrong_password": "Bitte überprüfe dein Passwort.",
	"banned": "Dein Zugang zu dieser Website ist gesperrt.",
	"premium_required": "Diese Funktion ist nur für Premium-Mitglieder verfügbar.",
	"photo_limit_reached": "Du hast die Höchstzahl von {limit} Fotos erreicht.",
	"photo_invalid": "Diese Datei ist kein Foto, das wir verwenden können. Bitte lade ein JPEG-, PNG- oder WebP-Bild hoch.",
	"photo_too_large": "Dieses Foto ist zu groß. Bitte lade ein Foto mit höchstens 20 MB hoch.",
	"photo_too_many_pixels": "Dieses Foto hat zu viele Pixel. Bitte lade ein Foto mit höchstens {max_megapixels} Megapixeln hoch.",
	"photo_too_small": "Dieses Foto ist zu klein. Bitte lade ein Foto mit mindestens 200 × 200 Pixeln hoch.",
	"swipe_limit_reached": "Du hast deine {limit} Likes für heute aufgebraucht. Komm morgen wieder oder hol dir Premium für unbegrenzte Likes.",
	"blocked": "Du kannst dieses Mitglied nicht ansehen oder kontaktieren.",
	"login_required": "Bitte melde dich an oder registriere dich, um fortzufahren.",
	"not_enough_credits": "Du hast nicht genug Credits",
	"conversation_limit_reached": "Als kostenloses Mitglied kannst du mit bis zu {limit} Mitgliedern gleichzeitig chatten. Werde Premium, um mit allen zu chatten.",
	"cannot_reply": "Dieses Mitglied hat seine E-Mail-Adresse noch nicht bestätigt, daher kannst du noch nicht antworten.",
	"network_error": "Keine Verbindung. Bitte überprüfe deine Internetverbindung.",
	"too_many_requests": "Zu viele Anfragen, bitte versuche es später noch einmal.",
	"rate_limited": "Du machst das zu oft. Bitte versuche es in {minutes} Min. noch einmal.",
	"too_many_lookups": "Zu viele Anfragen zu E-Mail-Adressen, bitte versuche es in {minutes} Min. noch einmal.",
	"bundle_not_found": "Dieses Paket ist nicht verfügbar.",
	"method_not_available": "Diese Zahlungsart ist für dich nicht verfügbar.",
	"code_not_found": "Code nicht gefunden",
	"code_already_used": "Code bereits verwendet",
	"code_expired": "Dieser Code ist abgelaufen.",
	"code_minimum_order": "Dieser Code gilt erst ab einem Mindestbestellwert.",
	"code_wrong_country": "Dieser Code gilt nicht in deinem Land.",
	"code_method_not_allowed": "Dieser Code gilt nicht für diese Zahlungsart.",
	"payment_failed": "Die Zahlung ist fehlgeschlagen oder wurde abgebrochen.",
	"payment_provider_unavailable": "Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuche es später noch einmal.",
	"direct_debit_blocked": "Dein Konto ist für Lastschriftzahlungen gesperrt.",
	"direct_debit_limit_reached": "Dein Limit für Lastschriftzahlungen ist erreicht. Bitte wähle eine andere Zahlungsart.",
	"sms_code_invalid": "Code ungültig",
	"sms_unavailable": "Wir können gerade keine SMS senden. Bitte versuche es später noch einmal.",
	"refund_window_passed": "Die Rückgabefrist dieser Bestellung ist abgelaufen; nur ein Admin kann sie erstatten.",
	"refund_not_possible": "Diese Erstattung ist nicht möglich.",
	"data_export_too_soon": "Du kannst einmal am Tag eine Kopie deiner Daten anfordern. Ab {at} kannst du es erneut versuchen.",
	"appeal_not_allowed": "Gegen diese Entscheidung ist kein Widerspruch (mehr) möglich.",
	"fictional_warning_unconfirmed": "Bestätige den Hinweis zu fiktiven Profilen, bevor du einem schreibst."
};
var validation = {
	"required": "Bitte fülle dieses Feld aus.",
	"invalid": "Dieser Wert ist ungültig.",
	"invalid_email": "Ungültige E-Mail-Adresse",
	"name_invalid": "Verwende 2 bis 30 Buchstaben oder Ziffern; Leerzeichen, Punkte, Binde- und Unterstriche sind erlaubt, aber nicht am Anfang oder Ende.",
	"name_equals_email": "Dein Benutzername darf nicht deine E-Mail-Adresse sein.",
	"name_starts_with_at": "Dein Benutzername darf nicht mit @ beginnen.",
	"password_too_short": "Verwende mindestens 8 Zeichen.",
	"password_too_long": "Verwende höchstens 128 Zeichen.",
	"password_too_common": "Dieses Passwort ist zu verbreitet, bitte wähle ein anderes.",
	"password_personal": "Dein Passwort darf nicht deine E-Mail-Adresse oder dein Benutzername sein.",
	"dob_min_age": "Gib dein Geburtsdatum ein ({min_age}+)",
	"dob_invalid": "Ungültiges Geburtsdatum.",
	"passwords_differ": "Die eingegebenen Passwörter stimmen nicht überein.",
	"new_email_invalid": "Die neue E-Mail-Adresse ist ungültig.",
	"too_long": "Dieser Text ist zu lang.",
	"too_short": "Dieser Text ist zu kurz.",
	"confirmation_required": "Bitte bestätige.",
	"did_you_mean": "Meintest du {suggestion}?",
	"invalid_iban": "Ungültige IBAN",
	"invalid_phone": "Bitte gib eine gültige Handynummer ein.",
	"authorization_required": "Bitte erteile das Lastschriftmandat, um fortzufahren.",
	"code_invalid": "Gib den 6-stelligen Code aus der SMS ein."
};
var common = {
	"close": "Schließen",
	"back": "Zurück",
	"next": "Weiter",
	"continue": "Weiter",
	"choose": "Bitte wählen",
	"cancel": "Abbrechen"
};
var fields = {
	"email": "E-Mail-Adresse",
	"name": "Benutzername",
	"password": "Passwort",
	"new_password": "Neues Passwort",
	"password_repeat": "Neues Passwort wiederholen",
	"old_password": "Aktuelles Passwort",
	"new_email": "Neue E-Mail-Adresse",
	"date_of_birth": "Geburtsdatum",
	"day": "Tag",
	"month": "Monat",
	"year": "Jahr",
	"gender": "Ich bin",
	"sexuality": "Meine sexuelle Orientierung",
	"country": "Land",
	"signup_message": "Deine erste Nachricht (optional)",
	"city": "Stadt",
	"about": "Über mich",
	"interests": "Interessen",
	"hair_colour": "Haarfarbe",
	"eye_colour": "Augenfarbe",
	"body_type": "Figur",
	"relationship_status": "Beziehungsstatus"
};
var profile = {
	"gender": {
		"male": "Mann",
		"female": "Frau"
	},
	"sexuality": {
		"hetero": "Hetero",
		"gay": "Schwul",
		"lesbian": "Lesbisch",
		"bi": "Bisexuell"
	},
	"hair_colour": {
		"black": "Schwarz",
		"brown": "Braun",
		"blond": "Blond",
		"red": "Rot",
		"grey": "Grau",
		"white": "Weiß",
		"bald": "Glatze",
		"other": "Andere"
	},
	"eye_colour": {
		"brown": "Braun",
		"blue": "Blau",
		"green": "Grün",
		"grey": "Grau",
		"hazel": "Haselnussbraun",
		"other": "Andere"
	},
	"body_type": {
		"slim": "Schlank",
		"athletic": "Sportlich",
		"average": "Durchschnittlich",
		"muscular": "Muskulös",
		"stocky": "Stämmig",
		"large": "Kräftig"
	},
	"relationship_status": {
		"single": "Single",
		"relationship": "In einer Beziehung",
		"open_relationship": "Offene Beziehung",
		"married": "Verheiratet",
		"divorced": "Geschieden",
		"widowed": "Verwitwet"
	}
};
var login = {
	"title": "Anmelden",
	"submit": "Anmelden",
	"forgot_password": "Passwort vergessen?",
	"no_account": "Noch kein Konto?"
};
var signup = {
	"title": "Kostenlos registrieren",
	"progress": "Schritt {step} von {count}",
	"steps": {
		"email": {
			"title": "Wie lautet deine E-Mail-Adresse?",
			"text": "Wir schicken dir einen Link, um sie zu bestätigen. Andere Mitglieder sehen sie nie."
		},
		"name": {
			"title": "Wähle einen Benutzernamen",
			"text": "Unter diesem Namen sehen dich andere Mitglieder."
		},
		"password": {
			"title": "Wähle ein Passwort",
			"text": "Mindestens 8 Zeichen. Behalte es für dich."
		},
		"date_of_birth": {
			"title": "Wann bist du geboren?",
			"text": "Nur Erwachsene können mitmachen. Mitglieder sehen dein Alter, nie dein Geburtsdatum."
		},
		"about": {
			"title": "Über dich",
			"text": "So können wir dir die richtigen Männer zeigen."
		}
	},
	"submit": "Mein Konto erstellen",
	"consent": "Mit dem Erstellen eines Kontos bestätigst du, dass du mindestens {min_age} Jahre alt bist, und akzeptierst unsere Bedingungen:",
	"have_account": "Schon Mitglied?",
	"login_instead": "Mit dieser Adresse anmelden",
	"message_hint": "Wir schicken sie an dieses Mitglied, sobald dein Konto bereit ist.",
	"invite_only": {
		"title": "Registrierung nur mit Einladung",
		"text": "{site} ist im Moment nur für eingeladene Mitglieder offen. Bitte nutze den Link aus deiner Einladung."
	},
	"closed": {
		"title": "Registrierung geschlossen",
		"text": "{site} nimmt im Moment keine neuen Mitglieder auf. Bitte versuche es später noch einmal."
	},
	"complete": {
		"title": "Bestätige deine E-Mail-Adresse",
		"text": "Fast geschafft! Wir haben einen Link an {email} geschickt. Klicke darauf, um dein Konto zu aktivieren.",
		"confirmed": "Deine E-Mail-Adresse ist bestätigt. Viel Spaß!"
	},
	"matches": {
		"title": "Deine ersten Matches",
		"text": "Mitglieder, die zu dir passen und kürzlich hier waren. Like die, die dir gefallen, oder schreib ihnen.",
		"empty": "Gerade keine Vorschläge: Suche selbst nach Mitgliedern."
	}
};
var activation = {
	"reminder_title": "Bitte aktiviere dein Konto",
	"reminder_text": "Wir haben einen Link an {email} geschickt. Klicke darauf, um deine E-Mail-Adresse zu bestätigen und dein Profil sichtbar zu machen.",
	"spam_hint": "Keine E-Mail bekommen? Bitte sieh in deinem Spam- oder Junk-Ordner nach.",
	"resend": "E-Mail erneut senden",
	"resent": "Wir haben die E-Mail erneut gesendet.",
	"done_title": "Dein Konto ist aktiviert",
	"done_text": "Danke, dass du deine E-Mail-Adresse bestätigt hast. Andere Mitglieder können dein Profil jetzt finden.",
	"done_continue": "Weiter zu den Mitgliedern",
	"error_title": "Aktivierung fehlgeschlagen",
	"login_to_resend": "Melde dich an, um eine neue E-Mail zu bekommen",
	"already_confirmed": "Deine E-Mail-Adresse ist bereits bestätigt."
};
var reset = {
	"intro": "Gib die E-Mail-Adresse deines Kontos ein, und wir schicken dir einen Link, mit dem du ein neues Passwort wählen kannst.",
	"submit": "Link senden",
	"sent": "Wir haben einen Link an {email} geschickt. Klicke darauf, um ein neues Passwort zu wählen.",
	"back_to_login": "Zurück zur Anmeldung",
	"request_new": "Neue E-Mail anfordern",
	"save": "Neues Passwort speichern"
};
var mail_change = {
	"done": "Deine E-Mail-Adresse lautet jetzt {email}.",
	"done_no_session": "Deine neue E-Mail-Adresse ist bestätigt.",
	"request_new": "Fordere in den Einstellungen einen neuen Link an"
};
var settings = {
	"save": "Speichern",
	"saved": "Gespeichert.",
	"account": {
		"title": "Konto",
		"current_email": "Deine E-Mail-Adresse:",
		"change_email": "E-Mail-Adresse ändern",
		"mail_sent": "Wir haben einen Link an {email} geschickt. Klicke darauf, um deine neue Adresse zu bestätigen; bis dahin bleibt deine bisherige Adresse in Gebrauch."
	},
	"password": {
		"title": "Passwort",
		"submit": "Passwort ändern",
		"changed": "Dein Passwort wurde geändert."
	},
	"language": {
		"title": "Sprache",
		"label": "Die Sprache dieser Website und unserer E-Mails"
	},
	"location": { "title": "Standort" },
	"notifications": {
		"title": "E-Mail-Benachrichtigungen",
		"intro": "Wähle, welche E-Mails du von uns bekommst.",
		"types": {
			"message": "Neue Nachrichten",
			"like": "Neue Likes",
			"match": "Neue Matches",
			"visit": "Besuche auf deinem Profil",
			"newsletter": "Neuigkeiten und Sonderangebote"
		},
		"disabled": {
			"spam_complaint": "Wir schicken dir keine E-Mails mehr, weil eine davon als Spam markiert wurde.",
			"bounce": "Wir schicken dir keine E-Mails mehr, weil sie nicht an deine Adresse zugestellt werden konnten.",
			"unsubscribed": "Wir schicken dir keine E-Mails mehr, weil du sie in deinem E-Mail-Programm abbestellt hast."
		}
	},
	"first_contact": {
		"title": "Erste Nachrichten",
		"intro": "In deinen ersten Tagen hier kann dir eines dieser Profile zuerst schreiben. Möchtest du das nicht, schalte es aus: Dann antworten sie nur auf deine Nachrichten.",
		"label": "Diese Profile dürfen mir zuerst schreiben"
	},
	"data_export": {
		"title": "Meine Daten herunterladen",
		"intro": "Erhalte eine Kopie von allem, was wir über dich speichern: dein Profil, Fotos, Likes, Unterhaltungen, Bestellungen, Credits, Benachrichtigungseinstellungen, Anmeldungen und Beschwerden, in einer ZIP-Datei. Sobald sie fertig ist, schicken wir dir einen Link per E-Mail; er ist {days, plural, one {# Tag} other {# Tage}} gültig. Du kannst das einmal am Tag anfordern.",
		"preparing": "Wir bereiten deine Daten vor. Du bekommst eine E-Mail, sobald sie fertig sind.",
		"ready": "Deine Daten sind fertig. Du kannst sie bis {date} herunterladen.",
		"download": "ZIP-Datei herunterladen",
		"expired": "Dein letzter Download-Link ist abgelaufen. Fordere bei Bedarf eine neue Kopie an.",
		"request": "Kopie meiner Daten anfordern"
	},
	"delete": {
		"title": "Konto löschen",
		"intro": "Wenn du dein Konto löschst, wird dein Profil sofort ausgeblendet. {days, plural, one {# Tag} other {# Tage}} lang kannst du es noch zurückholen; danach wird alles endgültig gelöscht.",
		"start": "Mein Konto löschen…",
		"offer": "Bleib und erhalte {percent} % Rabatt auf deine nächsten Credits",
		"offer_text": "Wir würden dich nur ungern gehen sehen. Bleib, und deine nächsten Credits werden günstiger.",
		"offer_accept": "Bleiben und meinen Code holen",
		"offer_decline": "Nein danke, mein Konto löschen",
		"code_title": "Dein persönlicher Rabattcode",
		"code_text": "{percent} % Rabatt auf einen Credit-Kauf, gültig bis {date}. Er wird an der Kasse automatisch abgezogen.",
		"code_use": "Credits mit meinem Rabatt kaufen",
		"warning": "Dein Profil verschwindet sofort. Wir schicken dir per E-Mail einen Link, mit dem du dein Konto innerhalb von {days, plural, one {# Tag} other {# Tagen}} zurückholen kannst; danach wird es endgültig gelöscht.",
		"confirm_label": "Ja, ich möchte mein Konto löschen",
		"submit": "Mein Konto löschen",
		"cancel": "Mein Konto behalten"
	}
};
var account_deleted = {
	"text": "Dein Konto ist gelöscht. In {days, plural, one {# Tag} other {# Tagen}} wird es endgültig entfernt.",
	"reactivate": "Wir haben dir eine E-Mail mit einem Link geschickt, über den du es wieder aktivieren kannst. Du hast es dir anders überlegt? Klicke innerhalb von {days, plural, one {# Tag} other {# Tagen}} auf diesen Link."
};
var home = {
	"lead": "Durchsuche Profile in deiner Nähe, like, wer dir gefällt, matche und chatte in Echtzeit. Die Registrierung ist kostenlos und dauert nur eine Minute.",
	"cta_signup": "Kostenlos registrieren",
	"cta_browse": "Mitglieder entdecken",
	"adults_only": "Nur ab 18. Deine Privatsphäre steht an erster Stelle.",
	"features": {
		"search": { "title": "Suchen und liken" },
		"swipe": {
			"title": "Spiel das Swipe-Spiel",
			"text": "Wische nach rechts für ein Like, nach links zum Überspringen. Jeden Tag neue Gesichter, direkt auf deinem Handy."
		},
		"chat": {
			"title": "Chatte in Echtzeit",
			"text": "Nachrichten, Fotos und Geschenke kommen in dem Moment an, in dem sie gesendet werden – auf jedem Gerät."
		}
	},
	"steps_title": "So funktioniert’s",
	"steps": {
		"profile": "Erstelle dein Profil und füge ein Foto hinzu.",
		"like": "Like Mitglieder und matche mit denen, die dich zurückliken.",
		"chat": "Fang an zu chatten und schau, wohin es führt."
	},
	"reactivated": "Willkommen zurück, dein Konto ist wieder aktiv",
	"niche": {
		"general": {
			"kicker": "{site}: Dating und Chat",
			"title": "Triff Singles, die dasselbe wollen wie du",
			"search": "Filtere nach Alter, Land und Region und like die Menschen, die du treffen möchtest. Ein gegenseitiges Like ist ein Match."
		},
		"she": {
			"kicker": "{site}: lesbisches Dating und Chat",
			"title": "Triff Frauen, die Frauen lieben",
			"search": "Filtere nach Alter, Land und Region und like die Frauen, die du treffen möchtest. Ein gegenseitiges Like ist ein Match."
		},
		"bdsm": {
			"kicker": "{site}: BDSM-Dating und Chat",
			"title": "Triff Partner, die deine Vorlieben teilen",
			"search": "Filtere nach Alter, Land und Region und like die Partner, die du treffen möchtest. Ein gegenseitiges Like ist ein Match."
		},
		"bbw": {
			"kicker": "{site}: Dating und Chat mit kurvigen Frauen",
			"title": "Triff kurvige Frauen, die sich lieben, wie sie sind",
			"search": "Filtere nach Alter, Land und Region und like die kurvigen Frauen, die du treffen möchtest. Ein gegenseitiges Like ist ein Match."
		},
		"gilf": {
			"kicker": "{site}: Dating und Chat mit Frauen über 60",
			"title": "Triff Frauen über 60, die noch immer gern flirten",
			"search": "Filtere nach Alter, Land und Region und like die Frauen, die du treffen möchtest. Ein gegenseitiges Like ist ein Match."
		},
		"milf": {
			"kicker": "{site}: Dating und Chat mit reifen Frauen",
			"title": "Triff reife Frauen, die wissen, was sie wollen",
			"search": "Filtere nach Alter, Land und Region und like die reifen Frauen, die du treffen möchtest. Ein gegenseitiges Like ist ein Match."
		},
		"gay": {
			"kicker": "{site}: Gay-Dating und Chat",
			"title": "Triff Männer, die dasselbe wollen wie du",
			"search": "Filtere nach Alter, Land und Region und like die Männer, die du treffen möchtest. Ein gegenseitiges Like ist ein Match."
		}
	}
};
var routes = {
	"index": "Startseite",
	"likes": "Likes",
	"likes-type": "Likes",
	"likes-m-id": "Likes",
	"chats": "Nachrichten",
	"chats-id": "Unterhaltung",
	"members": "Mitglieder suchen",
	"members-id": "Mitgliederprofil",
	"members-id-chat": "Chat",
	"members-id-landing": "Lerne dieses Mitglied kennen",
	"members-id-signup": "Registrieren",
	"members-id-landing2-slug": "Lerne dieses Mitglied kennen",
	"members-id-landing3-slug": "Lerne dieses Mitglied kennen",
	"profile": "Mein Profil",
	"settings": "Einstellungen",
	"signup": "Registrieren",
	"signup-matches": "Deine Matches",
	"complete-signup": "Registrierung abschließen",
	"login": "Anmelden",
	"reset-password": "Passwort zurücksetzen",
	"reset-password-do": "Neues Passwort wählen",
	"account-deleted": "Konto gelöscht",
	"activate-done": "Konto aktiviert",
	"activate-error": "Aktivierung fehlgeschlagen",
	"mail-change-do": "Neue E-Mail-Adresse bestätigen",
	"credits": "Credits",
	"credits-id-paymentmethod": "Bezahlung",
	"credits-repeat-order": "Erneut bestellen",
	"directdebit": "Lastschrift",
	"transactions-id": "Bestellungen",
	"premium": "Premium",
	"pricing": "Preise",
	"notifications": "Benachrichtigungen",
	"match-finder": "Match-Finder",
	"swipe-game": "Swipe-Spiel",
	"complaints": "Beschwerden",
	"lang-config": "Spracheinstellungen",
	"landers-tinderswipe": "Swipen und kennenlernen",
	"landers-alonetonight-slug": "Heute Nacht allein?",
	"landers-collagelanding-slug": "Neue Männer kennenlernen",
	"landers-gallery-slug": "Mitgliedergalerie",
	"landers-iconslanding-slug": "Finde deinen Typ",
	"landers-maplanding-slug": "Männer in deiner Nähe",
	"landers-socialnetwork-slug": "Werde Teil der Community",
	"landers-transitionsvideolanding-slug": "Neue Männer kennenlernen",
	"landers-video-slug": "Neue Männer kennenlernen",
	"pages-ban": "Zugangssperre",
	"pages-cookies": "Cookies",
	"pages-faq": "FAQ",
	"pages-privacy": "Datenschutz",
	"pages-return-policy": "Rückgabe und Erstattung",
	"pages-service": "Kundenservice",
	"pages-terms": "AGB",
	"pages-token": "Informationen"
};
var region_labels = {
	"province": "Provinz",
	"state": "Bundesland",
	"canton": "Kanton",
	"county": "Grafschaft",
	"voivodeship": "Woiwodschaft",
	"region": "Region"
};
var interests = {
	"adventure": "Abenteuer",
	"analsex": "Analsex",
	"animals": "Tiere",
	"art": "Kunst",
	"astrology": "Astrologie",
	"bbq": "Grillen",
	"beach": "Strand",
	"beer": "Bier",
	"biking": "Radfahren",
	"bondage": "Bondage",
	"coffee": "Kaffee",
	"cooking": "Kochen",
	"dancing": "Tanzen",
	"exchanging_pictures": "Bilder tauschen",
	"fashion": "Mode",
	"foodie": "Feinschmecker",
	"gardening": "Gärtnern",
	"gym": "Fitnessstudio",
	"hiking": "Wandern",
	"hugging": "Kuscheln",
	"kissing": "Küssen",
	"lingerie": "Dessous",
	"massages": "Massagen",
	"masturbating": "Masturbation",
	"movies": "Filme",
	"music": "Musik",
	"one_night_stand": "One-Night-Stand",
	"oral_sex": "Oralsex",
	"outdoors": "Natur",
	"party": "Feiern",
	"photography": "Fotografie",
	"politics": "Politik",
	"public_sex": "Sex in der Öffentlichkeit",
	"reading": "Lesen",
	"relationship": "Beziehung",
	"sadomasochism": "Sadomaso",
	"safe_sex": "Safer Sex",
	"sex": "Sex",
	"sex_toys": "Sexspielzeug",
	"shopping": "Shoppen",
	"sports": "Sport",
	"sushi": "Sushi",
	"tattoos": "Tattoos",
	"tea": "Tee",
	"theater": "Theater",
	"threesome": "Dreier",
	"travelling": "Reisen",
	"vegetarian": "Vegetarisch",
	"video_games": "Videospiele",
	"wine": "Wein"
};
var premium_cta = { "button": "Premium holen" };
var signup_cta = {
	"title": "Registriere dich, um mehr zu sehen",
	"text": "Erstelle dein kostenloses Konto oder melde dich an, um Profile anzusehen, Mitglieder zu liken und zu chatten."
};
var members = {
	"fictional": "Fiktives Profil",
	"fictional_plural": "Fiktive Profile",
	"age_short": "{age}",
	"photo_of": "Foto von {name}",
	"no_photo": "{name} hat noch kein Foto",
	"private_photo": "Privates Foto",
	"blurred_photo": "Unscharfes Foto",
	"login_to_see_photos": "Melde dich an oder registriere dich, um alle Fotos zu sehen.",
	"photo_number": "{name}: Foto {number} von {count}",
	"photos": "Fotos",
	"show_photo": "Foto {number} anzeigen",
	"blocked_title": "Dieses Profil ist nicht verfügbar",
	"details": "Details",
	"fields": {
		"gender": "Geschlecht",
		"sexuality": "Orientierung",
		"hair_colour": "Haare",
		"eye_colour": "Augen",
		"body_type": "Figur",
		"relationship_status": "Beziehung"
	},
	"chat": "Chatten",
	"more": "Weitere Aktionen",
	"block": "Blockieren",
	"unblock": "Blockierung aufheben",
	"report": "Dieses Profil melden",
	"block_title": "{name} blockieren?",
	"block_text": "{name} kann dein Profil dann nicht mehr sehen und dich nicht mehr kontaktieren, und ihr seht euch gegenseitig nicht mehr in der Suche. Du kannst die Blockierung jederzeit über das Profil wieder aufheben.",
	"you_blocked": "Du hast {name} blockiert. Dieses Mitglied kann dein Profil nicht sehen und dich nicht kontaktieren.",
	"also_report": "{name} auch unserem Team melden",
	"block_and_report": "Blockieren und melden"
};
var likes = {
	"like": "Liken",
	"liked": "Geliked",
	"like_name": "{name} liken",
	"unlike_name": "Dein Like für {name} zurücknehmen",
	"match_badge": "Es ist ein Match",
	"likes_you": "Liked dich",
	"tabs_label": "Arten von Likes",
	"tabs": {
		"received": "Erhalten",
		"sent": "Gesendet",
		"matches": "Matches"
	},
	"new": "Neu",
	"new_count": "{count, plural, one {# neues} other {# neue}}",
	"empty": {
		"received": "Noch keine Likes",
		"sent": "Du hast noch niemanden geliked",
		"matches": "Noch keine Matches"
	},
	"empty_text": "Like die Mitglieder, die dir gefallen: Wenn dich jemand zurücklikt, ist es ein Match."
};
var like_modal = {
	"match_title": "Es ist ein Match!",
	"match_text": "Du und {name} habt euch gegenseitig geliked.",
	"like_title": "{name} liked dich!",
	"like_text": "Like ihn zurück, und es ist ein Match.",
	"send_message": "Nachricht senden",
	"view_profile": "Profil ansehen",
	"click_to_close": "Zum Schließen irgendwo klicken"
};
var search = {
	"filters": "Suchfilter",
	"gender": "Ich suche",
	"any_gender": "Alle",
	"genders": {
		"male": "Männer",
		"female": "Frauen"
	},
	"any_country": "Alle Länder",
	"any_region": "Überall",
	"age": "Alter",
	"min_age": "Mindestalter",
	"max_age": "Höchstalter",
	"reset": "Filter zurücksetzen",
	"result_count": "{count, plural, =0 {Keine Mitglieder gefunden} one {# Mitglied gefunden} other {# Mitglieder gefunden}}",
	"no_results": "Keine Mitglieder passen zu deiner Suche",
	"no_results_text": "Versuch es mit einer größeren Altersspanne oder einer anderen Region.",
	"similar_title": "Ähnliche Mitglieder",
	"similar_text": "{count, plural, one {# Mitglied kommt deiner Suche nahe} other {# Mitglieder kommen deiner Suche nahe}}",
	"login_required_title": "Registriere dich, um Mitglieder zu suchen",
	"login_required_text": "Die Suche ist nur für Mitglieder. Erstelle dein kostenloses Konto oder melde dich an, um zu sehen, wer in deiner Nähe ist."
};
var pagination = {
	"label": "Seiten",
	"previous": "Vorherige Seite",
	"next": "Nächste Seite",
	"page": "Seite {page}"
};
var match_finder = {
	"intro": "Mitglieder, die zu dir passen. Like die, die dir gefallen: Ein Like zurück ist ein Match.",
	"refresh": "Andere Vorschläge",
	"empty": "Gerade keine Vorschläge. Versuch es später noch einmal oder such selbst."
};
var swipe = {
	"help": "Zieh eine Karte nach rechts für ein Like oder nach links zum Überspringen – oder nutze die Buttons oder die Pfeiltasten.",
	"like_stamp": "LIKE",
	"nope_stamp": "NEIN",
	"view_profile": "Profil von {name} ansehen",
	"likes_left": "{count, plural, one {Heute noch # Like übrig} other {Heute noch # Likes übrig}}",
	"premium_text": "Premium-Mitglieder liken ohne Limit.",
	"pass": "{name} überspringen",
	"pass_hint": "Überspringen (←)",
	"like": "{name} liken",
	"like_hint": "Liken (→)",
	"empty_title": "Du hast vorerst alle gesehen",
	"empty_text": "Jeden Tag kommen neue Mitglieder dazu. Schau später wieder vorbei oder such selbst nach Mitgliedern."
};
var complaints = {
	"intro": "Erzähl uns, was schiefgelaufen ist. Wir lesen jede Beschwerde und antworten innerhalb weniger Werktage.",
	"intro_member": "Sag uns, was mit diesem Profil nicht stimmt. Das Mitglied erfährt nicht, wer es gemeldet hat.",
	"reason": "Grund",
	"reasons": {
		"fake_profile": "Fake-Profil",
		"harassment": "Belästigung",
		"threats": "Drohungen",
		"spam": "Spam oder Werbung",
		"underage": "Möglicherweise unter 18",
		"offensive_photo": "Anstößiges Foto",
		"payment": "Problem mit einer Zahlung",
		"other": "Etwas anderes"
	},
	"message": "Deine Nachricht",
	"message_hint": "{count} / {max} Zeichen, mindestens 10",
	"email": "Deine E-Mail-Adresse",
	"email_hint": "An diese Adresse schicken wir dir unsere Antwort.",
	"submit": "Beschwerde senden",
	"sent_title": "Danke",
	"sent_text": "Wir haben deine Beschwerde erhalten und sehen sie uns an.",
	"back_to_profile": "Zurück zum Profil",
	"sent_reference": "Deine Referenz ist {reference}. Wir haben dir eine Bestätigung per E-Mail geschickt.",
	"about_message": "Du meldest eine Nachricht aus deinem Chat mit diesem Mitglied.",
	"mine_title": "Beschwerden",
	"mine_intro": "Beschwerden, die du eingereicht hast, und Beschwerden über dein Konto, mit unseren Entscheidungen.",
	"mine_none": "Du hast keine Beschwerden eingereicht, und es gibt keine über dein Konto.",
	"about_you": "Eine Beschwerde über dein Konto",
	"yours_about": "Deine Beschwerde über {name}",
	"yours": "Deine Beschwerde",
	"reference": "Referenz",
	"content_label": "Inhalt",
	"decision_label": "Entscheidung",
	"until": "bis {date}",
	"rule_label": "Regel",
	"why": "Begründung",
	"appeal_label": "Widerspruch",
	"appeal_waiting": "Gesendet am {date}; ein anderes Mitglied unseres Teams prüft ihn.",
	"appeal": "Widerspruch einlegen",
	"appeal_until": "Du kannst einmal Widerspruch einlegen, bis {date}.",
	"appeal_text": "Warum sollen wir es uns noch einmal ansehen?",
	"appeal_submit": "Widerspruch senden",
	"status": {
		"open": "Wartet auf unser Team",
		"decided": "Entschieden",
		"appealed": "Widerspruch wird geprüft",
		"closed": "Widerspruch entschieden"
	},
	"content": {
		"message": "Eine Chatnachricht",
		"photo": "Ein Profilfoto"
	},
	"decisions": {
		"no_action": "Keine Maßnahme",
		"warning": "Eine Verwarnung",
		"remove_content": "Der Inhalt wurde entfernt",
		"suspend": "Konto vorübergehend gesperrt",
		"ban": "Konto dauerhaft gesperrt"
	},
	"appeal_outcomes": {
		"upheld": "Die Entscheidung bleibt bestehen",
		"reversed": "Die Entscheidung wurde aufgehoben"
	}
};
var own_profile = {
	"view_as_others": "So sehen dich andere",
	"basics": "Über dich",
	"where": "Wo du wohnst",
	"looks": "Aussehen und Status",
	"not_specified": "Keine Angabe",
	"interests_hint": "{count, plural, =0 {Wähle aus, was dir gefällt; so finden dich andere leichter.} one {# Interesse ausgewählt} other {# Interessen ausgewählt}}",
	"about_placeholder": "Erzähl anderen, wer du bist und was du suchst.",
	"about_count": "{count} / {max}",
	"save": "Profil speichern",
	"photos": "Deine Fotos",
	"photo_count": "{count} von {limit} Fotos",
	"reorder_hint": "Zieh die Fotos, um ihre Reihenfolge zu ändern, oder nutze die Pfeil-Buttons. Das Hauptfoto sehen andere zuerst.",
	"uploading": "{name} wird hochgeladen…",
	"upload_progress": "Upload-Fortschritt",
	"add_photo": "Foto hinzufügen",
	"photo_types": "JPEG, PNG, WebP oder AVIF",
	"upload_private": "Als privates Foto hochladen (nur Premium-Mitglieder sehen es)",
	"limit_free": "Du hast {limit} Fotos, das Maximum für kostenlose Mitglieder. Premium-Mitglieder können bis zu {premium} hochladen.",
	"status": {
		"pending": "Wird geprüft",
		"rejected": "Abgelehnt",
		"active": "Sichtbar"
	},
	"rejected_text": "Dieses Foto entspricht nicht unseren Regeln. Bitte lösche es und lade ein anderes hoch.",
	"rejected_reason": "Grund: {reason}",
	"text_rejected": {
		"name": "Ein Moderator hat deinen neuen Namen nicht angenommen ({reason}). Dein vorheriger Name wird wieder angezeigt.",
		"about": "Ein Moderator hat deinen neuen „Über mich“-Text nicht angenommen ({reason}). Dein vorheriger Text wird wieder angezeigt."
	},
	"main": "Hauptfoto",
	"private": "Privat",
	"set_main": "Als Hauptfoto festlegen",
	"private_switch": "Privat",
	"move_earlier": "Foto {number} nach vorne verschieben",
	"move_later": "Foto {number} nach hinten verschieben",
	"delete_photo": "Foto {number} löschen",
	"delete_title": "Dieses Foto löschen?",
	"delete_text": "Das Foto wird endgültig aus deinem Profil entfernt.",
	"delete": "Löschen",
	"photo_alt": "Dein Foto {number}"
};
var chats = {
	"waiting": "{count, plural, one {# Neuigkeit wartet auf dich} other {# Neuigkeiten warten auf dich}}",
	"no_messages_yet": "Noch keine Nachrichten",
	"preview_gift": "Geschenk",
	"preview_photo": "Foto",
	"empty_title": "Noch keine Unterhaltungen",
	"empty_text": "Finde jemanden, der dir gefällt, und schick ihm die erste Nachricht.",
	"unread": "{count, plural, one {# ungelesene Nachricht} other {# ungelesene Nachrichten}}",
	"delete": "Unterhaltung mit {name} löschen",
	"pick_conversation": "Wähle eine Unterhaltung aus, um sie zu lesen und zu antworten.",
	"not_found": "Diese Unterhaltung wurde nicht gefunden.",
	"back": "Zurück zu den Nachrichten",
	"load_older": "Ältere Nachrichten anzeigen",
	"start_text": "Sag {name} Hallo!",
	"read": "Gelesen",
	"delivered": "Gesendet",
	"sending": "Wird gesendet…",
	"send_failed": "Nicht gesendet.",
	"retry": "Erneut versuchen",
	"buy_credits": "Credits kaufen",
	"send_gift": "Geschenk senden",
	"send_photo": "Foto senden",
	"placeholder": "Schreib eine Nachricht…",
	"send": "Senden",
	"length_counter": "{count} / {max}",
	"cost_hint": "Nachricht: {message, plural, one {# Credit} other {# Credits}} · Foto: {photo, plural, one {# Credit} other {# Credits}} · Geschenk: {gift, plural, one {# Credit} other {# Credits}}",
	"cost_minimum": "(mindestens {amount} pro Nachricht)",
	"gifts_title": "Ein Geschenk senden",
	"gift_cost": "Jedes Geschenk kostet {credits, plural, one {# Credit} other {# Credits}}.",
	"icebreaker_title": "Brich das Eis mit {name}",
	"icebreaker_text": "Du weißt nicht, wie du anfangen sollst? Wähl eine Nachricht aus und pass sie an, wie du magst.",
	"deleted_member": "Gelöschtes Mitglied",
	"deleted_member_note": "Dieses Mitglied hat sein Konto gelöscht. Du kannst die Unterhaltung noch lesen, aber nicht mehr antworten.",
	"report_message": "Diese Nachricht melden",
	"fictional_warning_title": "Bevor du schreibst: Dies ist ein fiktives Profil",
	"fictional_warning_confirm": "Ich habe das gelesen und möchte fortfahren"
};
var icebreakers = {
	"weekend": "Hi! Hast du am Wochenende was Schönes vor?",
	"photo": "Hey, dein Foto gefällt mir richtig gut. Wo ist das entstanden?",
	"music": "Hi! Was für Musik hörst du so?",
	"travel": "Hey! Was war der schönste Ort, an dem du je warst?",
	"coffee": "Hi! Lust, mal zusammen einen Kaffee trinken zu gehen?",
	"movie": "Hey! Hast du in letzter Zeit einen guten Film gesehen?"
};
var time_bonus = {
	"strip_label": "Willkommensangebot",
	"strip_title": "{percentage}% Willkommensbonus – schnell sein lohnt sich!",
	"ends_in": "Endet in",
	"strip_cta": "{percentage}% Rabatt sichern",
	"hide": "Angebot ausblenden",
	"modal_title": "Dein {percentage}% Willkommensbonus",
	"modal_text": "Als neues Mitglied bekommst du {percentage}% Rabatt auf deine ersten Credits. Leg gleich los und chatte!",
	"act_fast": "Schnell sein – das Angebot endet in",
	"modal_cta": "Jetzt {percentage}% Rabatt sichern",
	"later": "Vielleicht später"
};
var direct_debit = {
	"title": "Per SEPA-Lastschrift bezahlen",
	"intro": "Bezahle direkt von deinem Bankkonto. Das Mandat bestätigst du mit einem Code, den wir an dein Handy schicken.",
	"other_methods": "Andere Zahlungsarten",
	"choose_other_method": "Andere Zahlungsart wählen",
	"not_available": "Lastschrift ist in deinem Land nicht verfügbar.",
	"retry": "Erneut versuchen",
	"summary_title": "Deine Bestellung",
	"bundle_credits": "{credits, plural, one {# Credit} other {# Credits}}",
	"method": "SEPA-Lastschrift",
	"refund_right": "Eine Lastschrift kannst du innerhalb von 8 Wochen von deiner Bank zurückbuchen lassen.",
	"steps": "Schritte",
	"step_details": "Deine Angaben",
	"step_code": "SMS-Code",
	"account_section": "Bankkonto",
	"account_holder": "Kontoinhaber",
	"iban": "IBAN",
	"address_section": "Adresse des Kontoinhabers",
	"street": "Straße",
	"house_number": "Hausnr.",
	"postal_code": "PLZ",
	"city": "Ort",
	"mobile": "Handynummer",
	"mobile_hint": "An diese Nummer schicken wir per SMS einen Bestätigungscode.",
	"mandate": "Ich ermächtige {company}, diesen Betrag ({amount}) per SEPA-Lastschrift von meinem Konto einzuziehen, und weise mein Kreditinstitut an, die Lastschrift einzulösen. Ich kann innerhalb von 8 Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.",
	"creditor": "Zahlungsempfänger: {company}, {address}",
	"send_code": "Bestätigungscode senden",
	"code_title": "Mit dem Code aus der SMS bestätigen",
	"code_sent": "Wir haben einen Code an {phone} geschickt.",
	"code": "6-stelliger Code",
	"code_resent": "Wir haben dir einen neuen Code geschickt.",
	"confirm": "Bestätigen und {amount} bezahlen",
	"change_details": "Angaben ändern",
	"resend": "Neuen Code senden",
	"privacy": "Deine Bankdaten werden verschlüsselt übertragen und nur für Zahlungen verwendet, die du erlaubst."
};
var payment_methods = {
	"creditcard": "Kreditkarte",
	"banktransfer": "Banküberweisung",
	"directdebit": "SEPA-Lastschrift"
};
var credits = {
	"title": "Credits kaufen",
	"lead": "Mit Credits bezahlst du Nachrichten, Fotos und Geschenke. Wähle das Paket, das zu dir passt.",
	"code_carried": "Dein Code {code} gibt dir {percent} % Rabatt: Wähle ein Paket, an der Kasse wird er abgezogen.",
	"reload": "Erneut versuchen",
	"trust": {
		"secure": "Sichere Zahlung",
		"no_subscription": "Einmalzahlung, kein Abo",
		"returns": "{days} Tage kostenlose Rückgabe"
	},
	"highlight": {
		"popular": "Am beliebtesten",
		"best_value": "Bester Preis"
	},
	"credits_unit": "{count, plural, one {Credit} other {Credits}}",
	"credits_count": "{count, plural, one {# Credit} other {# Credits}}",
	"per_message": "{price} pro Nachricht",
	"saving": "Spare {percent}%",
	"choose": "Auswählen",
	"choose_label": "{count, plural, one {# Credit} other {# Credits}} auswählen",
	"balance": "Dein Guthaben",
	"premium_badge": "Premium",
	"orders_link": "Deine Bestellungen und Belege",
	"buy_again": {
		"creditcard": "Erneut kaufen mit deiner Karte {label}",
		"directdebit": "Erneut kaufen per Lastschrift {label}"
	},
	"costs": {
		"title": "Wofür du Credits brauchst",
		"message": "Eine Nachricht",
		"photo": "Ein Foto",
		"gift": "Ein Geschenk"
	}
};
var checkout = {
	"title": "Kasse",
	"lead": "{count, plural, one {# Credit} other {# Credits}} für {price}",
	"back_to_bundles": "Alle Pakete",
	"not_found": "Dieses Paket gibt es nicht",
	"not_found_text": "Vielleicht wird es nicht mehr angeboten. Wähle eines unserer aktuellen Pakete.",
	"method_title": "Zahlungsart",
	"summary_title": "Deine Bestellung",
	"discount_line": "Rabatt ({percent}%)",
	"total": "Gesamt",
	"pay": "{amount} bezahlen",
	"discount": {
		"title": "Rabattcode",
		"label": "Rabattcode",
		"placeholder": "Rabattcode eingeben",
		"placeholder_other": "Noch einen anderen Code?",
		"apply": "Einlösen",
		"welcome_applied": "{percent}% Willkommensbonus angewendet",
		"applied": "Code {code}: {percent}% Rabatt angewendet",
		"remove": "Code {code} entfernen",
		"unfit": "Der Code {code} gilt nicht für diese Zahlungsart oder dieses Paket.",
		"minimum_order": "Dieser Code gilt für Bestellungen ab {amount}."
	},
	"confirm": {
		"title": "Zahlung bestätigen",
		"redirect": "Du gelangst auf eine sichere Seite, um mit {method} zu bezahlen.",
		"terms": "Mit dem Fortfahren akzeptierst du unsere Bedingungen:",
		"cancel": "Zurück",
		"continue": "Jetzt {amount} bezahlen"
	}
};
var repeat_order = {
	"title": "Erneut kaufen",
	"lead": "Bezahle in einem Schritt mit einer Karte oder einem Mandat, das du schon genutzt hast.",
	"none": "Keine gespeicherte Zahlungsart",
	"none_text": "Nachdem du einmal per Karte oder Lastschrift bezahlt hast, kannst du hier in einem Schritt erneut kaufen.",
	"choose_bundle": "Paket wählen",
	"bundle_title": "Paket",
	"method_title": "Bezahlen mit",
	"declined_text": "Deine Karte wurde abgelehnt. Versuche es erneut oder bezahle dieses Paket mit PayPal.",
	"retry": "Erneut versuchen",
	"pay_with_paypal": "Mit PayPal bezahlen"
};
var payment_result = {
	"title": "Zahlung",
	"waiting": "Wir warten auf deine Zahlung…",
	"waiting_text": "Diese Seite aktualisiert sich von selbst, sobald deine Zahlung bestätigt ist.",
	"completed": "Zahlung abgeschlossen",
	"credits_added": "{count, plural, one {# Credit wurde} other {# Credits wurden}} deinem Konto gutgeschrieben.",
	"balance": "Dein Guthaben beträgt jetzt {count, plural, one {# Credit} other {# Credits}}.",
	"premium_title": "Willkommen bei Premium!",
	"premium_text": "Du siehst jetzt alle Fotos, kannst bis zu {photos} Fotos hochladen und mit allen chatten.",
	"start": "Jetzt chatten",
	"receipt": "Beleg ansehen",
	"failed": "Zahlung fehlgeschlagen oder abgebrochen.",
	"failed_text": "Es wurde nichts abgebucht. Versuche es erneut oder wähle eine andere Zahlungsart.",
	"try_again": "Erneut versuchen",
	"other_method": "Andere Zahlungsart wählen"
};
var orders = {
	"title": "Deine Bestellungen",
	"buy": "Credits kaufen",
	"empty": "Noch keine Bestellungen",
	"empty_text": "Deine Käufe und ihre Belege erscheinen hier.",
	"status": {
		"pending": "Ausstehend",
		"paid": "Bezahlt",
		"failed": "Fehlgeschlagen",
		"canceled": "Abgebrochen",
		"expired": "Abgelaufen"
	}
};
var credit_history = {
	"title": "Credit-Verlauf",
	"empty": "Noch keine Änderungen an deinen Credits.",
	"balance": "Stand {balance}",
	"more": "Mehr anzeigen",
	"kinds": {
		"signup": "Willkommens-Credits",
		"purchase": "Credits gekauft",
		"message": "Nachricht gesendet",
		"photo": "Foto gesendet",
		"gift": "Geschenk gesendet",
		"correction": "Korrektur durch den Kundenservice",
		"refund": "Erstattung",
		"chargeback": "Zahlung zurückgebucht",
		"other": "Andere Änderung"
	}
};
var receipt = {
	"title": "Beleg",
	"number": "Bestellnr. {id}",
	"not_found": "Diese Bestellung wurde nicht gefunden",
	"all_orders": "Alle Bestellungen",
	"print": "Drucken",
	"kvk": "Handelsregister (KvK): {kvk}",
	"vat": "USt-IdNr.: {vat}",
	"date": "Datum",
	"status": "Status",
	"method": "Zahlungsart",
	"bundle": "Paket",
	"price": "Preis",
	"discount": "Rabatt {code} ({percent}%)",
	"total": "Bezahlt gesamt ({currency})",
	"vat_included": "Alle Preise inklusive MwSt.",
	"billed_to": "Kunde"
};
var premium = {
	"title": "Premium werden",
	"title_member": "Du bist Premium",
	"lead": "Mehr sehen, mehr chatten, mehr Matches.",
	"match_chance": "höhere Chance auf ein Match",
	"any_bundle": "Mit jedem Paket wirst du Premium",
	"benefits_title": "Was dir Premium bietet",
	"benefits": {
		"photos": {
			"title": "Alle Fotos sehen",
			"text": "Jedes Foto jedes Mitglieds, auch private Fotos."
		},
		"uploads": {
			"title": "Bis zu {premium} Fotos",
			"text": "Zeig dich von allen Seiten. Kostenlose Mitglieder können {free} hochladen."
		},
		"conversations": {
			"title": "Unbegrenzt chatten",
			"text": "Chatte mit so vielen Mitgliedern, wie du willst. Kostenlose Mitglieder chatten mit {free}."
		},
		"forever": {
			"title": "Für immer Premium",
			"text": "Du bleibst Premium, auch wenn deine Credits aufgebraucht sind."
		}
	},
	"bundles_title": "Wähle dein Paket",
	"bundles_title_member": "Credits aufladen",
	"already": "Du bist bereits Premium-Mitglied.",
	"already_text": "Du hast noch {count, plural, one {# Credit} other {# Credits}}. Lade auf, wann du willst.",
	"buy_credits": "Credits kaufen"
};
var pricing = {
	"title": "Preise",
	"lead": "Die Anmeldung ist kostenlos. Du zahlst nur für Credits, im Paket und einmalig: kein Abo.",
	"signup": "Kostenlos anmelden",
	"notes": "Preise inklusive MwSt. und in der Währung deines Landes. Mit jedem Paket wirst du Premium-Mitglied."
};
var connection = {
	"offline": "Du bist offline",
	"online": "Wieder online"
};
var alerts = {
	"notifications_disabled": {
		"title": "Wir können dir keine E-Mails senden",
		"action": "Was du tun kannst"
	},
	"profile_photo": {
		"title": "Füge ein Profilfoto hinzu",
		"text": "Mitglieder mit Foto bekommen viel mehr Nachrichten und Likes.",
		"action": "Foto hinzufügen"
	},
	"push": {
		"title": "Verpasse keine Nachricht mehr",
		"text": "Aktiviere Benachrichtigungen, dann sagen wir dir sofort Bescheid, wenn dir jemand schreibt oder dich mag.",
		"action": "Benachrichtigungen aktivieren",
		"failed": "Benachrichtigungen konnten nicht aktiviert werden. Bitte versuche es noch einmal."
	}
};
var notifications = {
	"title": "Benachrichtigungen",
	"settings_intro": "Wähle, welche E-Mails und Push-Benachrichtigungen du bekommst.",
	"manage": "Benachrichtigungen verwalten",
	"fix": {
		"bounce": "Bitte prüfe, ob deine E-Mail-Adresse stimmt. Hat sie sich geändert, trage deine neue Adresse in den Einstellungen ein.",
		"spam_complaint": "War das ein Versehen, ändere deine E-Mail-Adresse in den Einstellungen: An eine neue, bestätigte Adresse senden wir wieder E-Mails.",
		"unsubscribed": "Schalte unten die E-Mails ein, die du möchtest, dann senden wir sie wieder."
	},
	"fix_link": {
		"bounce": "Meine E-Mail-Adresse prüfen",
		"spam_complaint": "Meine E-Mail-Adresse ändern"
	},
	"push": {
		"title": "Push-Benachrichtigungen",
		"on": "Push-Benachrichtigungen sind in diesem Browser aktiv.",
		"off": "Erhalte in diesem Browser eine Benachrichtigung, sobald dir jemand schreibt oder dich mag.",
		"disable": "Benachrichtigungen deaktivieren",
		"denied": "Benachrichtigungen sind für diese Seite blockiert. Öffne die Website-Einstellungen deines Browsers (das Symbol neben der Adresse), erlaube Benachrichtigungen und lade diese Seite neu.",
		"unsupported": "Dieser Browser kann keine Push-Benachrichtigungen dieser Seite anzeigen."
	},
	"unsubscribe": {
		"title": "Abmelden",
		"question": "{email} von E-Mails zu {type} abmelden?",
		"confirm": "Abmelden",
		"done": "Du bekommst keine E-Mails zu {type} mehr.",
		"settings": "Benachrichtigungseinstellungen",
		"invalid": "Dieser Link ist abgelaufen oder ungültig.",
		"types": {
			"message": "neuen Nachrichten",
			"like": "neuen Likes",
			"match": "neuen Matches",
			"visit": "Profilbesuchen",
			"newsletter": "Neuigkeiten und Angeboten"
		}
	}
};
var geolocation = {
	"use_current": "Meinen aktuellen Standort verwenden",
	"filled": "Mit deinem aktuellen Standort ausgefüllt. Prüfe es und speichere.",
	"not_found": "Wir konnten nicht erkennen, wo das ist. Bitte wähle deinen Standort selbst.",
	"denied": "Du hast dieser Seite den Zugriff auf deinen Standort nicht erlaubt. Erlaube ihn in den Website-Einstellungen deines Browsers oder wähle deinen Standort selbst.",
	"unavailable": "Dein Standort ist gerade nicht verfügbar. Bitte wähle ihn selbst.",
	"outside": "Du scheinst in {country} zu sein, wo diese Seite nicht verfügbar ist. Bitte wähle deinen Standort selbst."
};
var static_pages = {
	"updated": "Zuletzt aktualisiert am {date}",
	"print": "Drucken",
	"contents": "Auf dieser Seite"
};
var ban_notice = {
	"title": "Dein Zugang ist gesperrt",
	"banned": "Eine Sperre gilt für dein Konto, deine E-Mail-Adresse, dieses Gerät oder deine Internetverbindung. Unten liest du, warum wir sperren und wie du Einspruch einlegst.",
	"suspended_until": "Dein Zugang ist bis {date} gesperrt. Unten liest du, warum wir sperren und wie du Einspruch einlegst."
};
var lang_config = {
	"intro": "Wähle die Sprache der Website. Deine Wahl wird auf diesem Gerät und, wenn du eingeloggt bist, in deinem Konto gespeichert.",
	"current": "Aktuelle Sprache"
};
var moderation = { "reasons": {
	"not_a_person": "Zeigt keine Person",
	"public_nudity": "Nacktheit auf einem öffentlichen Foto",
	"minor": "Zeigt eine minderjährige Person",
	"celebrity": "Zeigt eine berühmte Person",
	"contact_details": "Text oder Kontaktdaten",
	"violence": "Gewalt",
	"other": "Ein anderer Verstoß gegen unsere Regeln"
} };
var de_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, de_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
