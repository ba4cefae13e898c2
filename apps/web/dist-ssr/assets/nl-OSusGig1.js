// src/i18n/locales/nl.json
var nav = {
	"language": "Taal",
	"login": "Inloggen",
	"search_members": "Leden zoeken",
	"messages": "Berichten",
	"likes": "Likes",
	"credits": "Credits",
	"get_premium": "Word Premium",
	"my_profile": "Mijn profiel",
	"settings": "Instellingen",
	"logout": "Uitloggen",
	"menu": "Menu"
};
var errors = {
	"page_not_found": "Deze pagina kon niet worden gevonden",
	"back_home": "Terug naar de startpagina",
	"status": "Fout {status}",
	"error_page_failed": "Er is een fout opgetreden bij het tonen van de foutpagina",
	"validation_failed": "Controleer wat je hebt ingevuld.",
	"not_found": "Dit kon niet worden gevonden.",
	"authentication_required": "Log opnieuw in.",
	"request_type_required": "Laad de pagina opnieuw en probeer het nog een keer.",
	"forbidden": "Je hebt geen toestemming om dit te doen.",
	"internal_error": "Er is een fout opgetreden. Probeer het later opnieuw.",
	"service_unavailable": "De dienst is even niet beschikbaar. Probeer het zo opnieuw.",
	"signups_closed": "Aanmelden is op dit moment niet mogelijk.",
	"email_taken": "Er bestaat op deze website al een account met dit e-mailadres.",
	"account_pending_deletion": "Dit account staat nog gepland voor verwijdering. Gebruik de link in de e-mail die we je hebben gestuurd om het opnieuw te activeren.",
	"login_failed": "Inloggen mislukt, probeer het opnieuw",
	"too_many_attempts": "Te veel mislukte pogingen, account {minutes} min. geblokkeerd.",
	"too_many_reset_mails": "Te veel e-mails voor het resetten van je wachtwoord verstuurd, probeer het morgen opnieuw.",
	"too_many_mails": "Te veel e-mails verstuurd, probeer het morgen opnieuw.",
	"email_not_found": "E-mailadres niet gevonden",
	"link_invalid": "Link verlopen of ongeldig, vraag een nieuwe e-mail aan",
	"wrong_old_password": "Controleer je oude wachtwoord.",
	"wrong_password": "Controleer je wachtwoord.",
	"banned": "Je toegang tot deze site is geblokkeerd.",
	"premium_required": "Deze functie is alleen beschikbaar voor Premium-leden.",
	"photo_limit_reached": "Je hebt het maximum van {limit} foto’s bereikt.",
	"photo_invalid": "Dit bestand is geen foto die we kunnen gebruiken. Upload een JPEG-, PNG- of WebP-afbeelding.",
	"photo_too_large": "Deze foto is te groot. Upload een foto van maximaal 20 MB.",
	"photo_too_many_pixels": "Deze foto heeft te veel pixels. Upload een foto van maximaal {max_megapixels} megapixels.",
	"photo_too_small": "Deze foto is te klein. Upload een foto van minstens 200 × 200 pixels.",
	"swipe_limit_reached": "Je hebt je {limit} likes voor vandaag gebruikt. Kom morgen terug of word Premium voor onbeperkt liken.",
	"blocked": "Je kunt dit lid niet bekijken of er contact mee opnemen.",
	"login_required": "Log in of meld je aan om verder te gaan.",
	"not_enough_credits": "Je hebt niet genoeg credits",
	"conversation_limit_reached": "Als gratis lid kun je met maximaal {limit} leden tegelijk chatten. Word premium om met iedereen te chatten.",
	"cannot_reply": "Dit lid heeft zijn e-mailadres nog niet bevestigd, dus je kunt nog niet antwoorden.",
	"network_error": "Geen verbinding. Controleer je internetverbinding.",
	"too_many_requests": "Te veel verzoeken, probeer het later opnieuw.",
	"rate_limited": "Je doet dit te vaak. Probeer het over {minutes} min. opnieuw.",
	"too_many_lookups": "Te veel verzoeken over e-mailadressen, probeer het over {minutes} min. opnieuw.",
	"bundle_not_found": "Dit pakket is niet beschikbaar.",
	"method_not_available": "Deze betaalmethode is voor jou niet beschikbaar.",
	"code_not_found": "Code niet gevonden",
	"code_already_used": "Code al gebruikt",
	"code_expired": "Deze code is verlopen.",
	"code_minimum_order": "Deze code geldt pas vanaf een minimaal bestelbedrag.",
	"code_wrong_country": "Deze code geldt niet in jouw land.",
	"code_method_not_allowed": "Deze code geldt niet voor deze betaalmethode.",
	"payment_failed": "De betaling is mislukt of geannuleerd.",
	"payment_provider_unavailable": "De betaaldienst is nu niet bereikbaar. Probeer het later opnieuw.",
	"direct_debit_blocked": "Je account is geblokkeerd voor betalingen via automatische incasso.",
	"direct_debit_limit_reached": "Je limiet voor betalingen via automatische incasso is bereikt. Gebruik een andere betaalmethode.",
	"sms_code_invalid": "Code ongeldig",
	"sms_unavailable": "We kunnen nu geen sms versturen. Probeer het later opnieuw.",
	"refund_window_passed": "De retourtermijn van deze bestelling is voorbij; alleen een beheerder kan hem terugbetalen.",
	"refund_not_possible": "Deze terugbetaling is niet mogelijk.",
	"data_export_too_soon": "Je kunt één keer per dag een kopie van je gegevens aanvragen. Vanaf {at} kun je het opnieuw proberen.",
	"appeal_not_allowed": "Tegen dit besluit kun je (niet meer) in bezwaar.",
	"fictional_warning_unconfirmed": "Bevestig de melding over fictieve profielen voordat je er een schrijft."
};
var validation = {
	"required": "Vul dit veld in.",
	"invalid": "Deze waarde is ongeldig.",
	"invalid_email": "Ongeldig e-mailadres",
	"name_invalid": "Gebruik 2 tot 30 letters of cijfers; spaties, punten, streepjes en underscores zijn toegestaan, maar niet aan het begin of eind.",
	"name_equals_email": "Je gebruikersnaam mag niet je e-mailadres zijn.",
	"name_starts_with_at": "Je gebruikersnaam mag niet met @ beginnen.",
	"password_too_short": "Gebruik minstens 8 tekens.",
	"password_too_long": "Gebruik maximaal 128 tekens.",
	"password_too_common": "Dit wachtwoord komt te vaak voor, kies een ander.",
	"password_personal": "Je wachtwoord mag niet je e-mailadres of je gebruikersnaam zijn.",
	"dob_min_age": "Vul je geboortedatum in ({min_age}+)",
	"dob_invalid": "Ongeldige geboortedatum.",
	"passwords_differ": "De ingevoerde wachtwoorden zijn niet hetzelfde.",
	"new_email_invalid": "Het nieuwe e-mailadres is ongeldig.",
	"too_long": "Deze tekst is te lang.",
	"too_short": "Deze tekst is te kort.",
	"confirmation_required": "Bevestig dit.",
	"did_you_mean": "Bedoelde je {suggestion}?",
	"invalid_iban": "Ongeldig IBAN",
	"invalid_phone": "Vul een geldig mobiel nummer in.",
	"authorization_required": "Geef toestemming voor de incasso om verder te gaan.",
	"code_invalid": "Vul de code van 6 cijfers uit de sms in."
};
var common = {
	"close": "Sluiten",
	"back": "Terug",
	"next": "Volgende",
	"continue": "Doorgaan",
	"choose": "Maak een keuze",
	"cancel": "Annuleren"
};
var fields = {
	"email": "E-mailadres",
	"name": "Gebruikersnaam",
	"password": "Wachtwoord",
	"new_password": "Nieuw wachtwoord",
	"password_repeat": "Herhaal het nieuwe wachtwoord",
	"old_password": "Huidig wachtwoord",
	"new_email": "Nieuw e-mailadres",
	"date_of_birth": "Geboortedatum",
	"day": "Dag",
	"month": "Maand",
	"year": "Jaar",
	"gender": "Ik ben een",
	"sexuality": "Mijn seksuele voorkeur",
	"country": "Land",
	"signup_message": "Je eerste bericht (optioneel)",
	"city": "Woonplaats",
	"about": "Over mij",
	"interests": "Interesses",
	"hair_colour": "Haarkleur",
	"eye_colour": "Oogkleur",
	"body_type": "Lichaamsbouw",
	"relationship_status": "Relatiestatus"
};
var profile = {
	"gender": {
		"male": "Man",
		"female": "Vrouw"
	},
	"sexuality": {
		"hetero": "Hetero",
		"gay": "Homo",
		"lesbian": "Lesbisch",
		"bi": "Biseksueel"
	},
	"hair_colour": {
		"black": "Zwart",
		"brown": "Bruin",
		"blond": "Blond",
		"red": "Rood",
		"grey": "Grijs",
		"white": "Wit",
		"bald": "Kaal",
		"other": "Anders"
	},
	"eye_colour": {
		"brown": "Bruin",
		"blue": "Blauw",
		"green": "Groen",
		"grey": "Grijs",
		"hazel": "Hazelnootbruin",
		"other": "Anders"
	},
	"body_type": {
		"slim": "Slank",
		"athletic": "Sportief",
		"average": "Gemiddeld",
		"muscular": "Gespierd",
		"stocky": "Stevig",
		"large": "Fors"
	},
	"relationship_status": {
		"single": "Single",
		"relationship": "In een relatie",
		"open_relationship": "Open relatie",
		"married": "Getrouwd",
		"divorced": "Gescheiden",
		"widowed": "Weduwnaar"
	}
};
var login = {
	"title": "Inloggen",
	"submit": "Inloggen",
	"forgot_password": "Wachtwoord vergeten?",
	"no_account": "Nog geen account?"
};
var signup = {
	"title": "Gratis aanmelden",
	"progress": "Stap {step} van {count}",
	"steps": {
		"email": {
			"title": "Wat is je e-mailadres?",
			"text": "We sturen je een link om het te bevestigen. Andere leden zien het nooit."
		},
		"name": {
			"title": "Kies een gebruikersnaam",
			"text": "Dit is de naam die andere leden zien."
		},
		"password": {
			"title": "Kies een wachtwoord",
			"text": "Minstens 8 tekens. Houd het voor jezelf."
		},
		"date_of_birth": {
			"title": "Wanneer ben je geboren?",
			"text": "Alleen volwassenen kunnen lid worden. Leden zien je leeftijd, nooit je geboortedatum."
		},
		"about": {
			"title": "Over jou",
			"text": "Zo kunnen we je de juiste mannen laten zien."
		}
	},
	"submit": "Mijn account aanmaken",
	"consent": "Door een account aan te maken bevestig je dat je {min_age} jaar of ouder bent en ga je akkoord met onze voorwaarden:",
	"have_account": "Al lid?",
	"login_instead": "Inloggen met dit adres",
	"message_hint": "We sturen het naar dit lid zodra je account klaar is.",
	"invite_only": {
		"title": "Aanmelden kan alleen op uitnodiging",
		"text": "{site} is op dit moment alleen open voor uitgenodigde leden. Gebruik de link uit je uitnodiging."
	},
	"closed": {
		"title": "Aanmelden is gesloten",
		"text": "{site} neemt op dit moment geen nieuwe leden aan. Probeer het later opnieuw."
	},
	"complete": {
		"title": "Bevestig je e-mailadres",
		"text": "Bijna klaar! We hebben een link naar {email} gestuurd. Klik erop om je account te activeren.",
		"confirmed": "Je e-mailadres is bevestigd. Veel plezier!"
	},
	"matches": {
		"title": "Je eerste matches",
		"text": "Leden die bij je passen en hier onlangs waren. Like wie je leuk vindt of stuur ze een bericht.",
		"empty": "Op dit moment geen suggesties: zoek zelf naar leden."
	}
};
var activation = {
	"reminder_title": "Activeer je account",
	"reminder_text": "We hebben een link naar {email} gestuurd. Klik erop om je e-mailadres te bevestigen en je profiel zichtbaar te maken.",
	"spam_hint": "Geen e-mail ontvangen? Kijk even in je spammap of map met ongewenste e-mail.",
	"resend": "E-mail opnieuw versturen",
	"resent": "We hebben de e-mail opnieuw verstuurd.",
	"done_title": "Je account is geactiveerd",
	"done_text": "Bedankt voor het bevestigen van je e-mailadres. Andere leden kunnen je profiel nu vinden.",
	"done_continue": "Verder naar de leden",
	"error_title": "Activering mislukt",
	"login_to_resend": "Log in om een nieuwe e-mail te ontvangen",
	"already_confirmed": "Je e-mailadres is al bevestigd."
};
var reset = {
	"intro": "Vul het e-mailadres van je account in, dan sturen we je een link om een nieuw wachtwoord te kiezen.",
	"submit": "Link versturen",
	"sent": "We hebben een link naar {email} gestuurd. Klik erop om een nieuw wachtwoord te kiezen.",
	"back_to_login": "Terug naar inloggen",
	"request_new": "Nieuwe e-mail aanvragen",
	"save": "Nieuw wachtwoord opslaan"
};
var mail_change = {
	"done": "Je e-mailadres is nu {email}.",
	"done_no_session": "Je nieuwe e-mailadres is bevestigd.",
	"request_new": "Vraag in de instellingen een nieuwe link aan"
};
var settings = {
	"save": "Opslaan",
	"saved": "Opgeslagen.",
	"account": {
		"title": "Account",
		"current_email": "Je e-mailadres:",
		"change_email": "E-mailadres wijzigen",
		"mail_sent": "We hebben een link naar {email} gestuurd. Klik erop om je nieuwe adres te bevestigen; tot die tijd blijft je huidige adres in gebruik."
	},
	"password": {
		"title": "Wachtwoord",
		"submit": "Wachtwoord wijzigen",
		"changed": "Je wachtwoord is gewijzigd."
	},
	"language": {
		"title": "Taal",
		"label": "De taal van deze site en van onze e-mails"
	},
	"location": { "title": "Locatie" },
	"notifications": {
		"title": "E-mailmeldingen",
		"intro": "Kies welke e-mails je van ons krijgt.",
		"types": {
			"message": "Nieuwe berichten",
			"like": "Nieuwe likes",
			"match": "Nieuwe matches",
			"visit": "Bezoekjes aan je profiel",
			"newsletter": "Nieuws en speciale aanbiedingen"
		},
		"disabled": {
			"spam_complaint": "We sturen je geen e-mails meer, omdat een ervan als spam is gemarkeerd.",
			"bounce": "We sturen je geen e-mails meer, omdat ze niet op je adres konden worden afgeleverd.",
			"unsubscribed": "We sturen je geen e-mails meer, omdat je je in je mailapp hebt afgemeld."
		}
	},
	"first_contact": {
		"title": "Eerste berichten",
		"intro": "In je eerste dagen hier kan een van deze profielen je als eerste een bericht sturen. Liever niet? Zet dit dan uit: ze reageren dan alleen nog op jouw berichten.",
		"label": "Deze profielen mogen mij als eerste een bericht sturen"
	},
	"data_export": {
		"title": "Mijn gegevens downloaden",
		"intro": "Ontvang een kopie van alles wat we over je bewaren: je profiel, foto's, likes, gesprekken, bestellingen, credits, meldingsinstellingen, aanmeldingen en klachten, in één ZIP-bestand. We mailen je een link zodra het klaarstaat; die werkt {days, plural, one {# dag} other {# dagen}}. Je kunt dit één keer per dag aanvragen.",
		"preparing": "We zetten je gegevens klaar. Je krijgt een e-mail zodra ze klaarstaan.",
		"ready": "Je gegevens staan klaar. Je kunt ze downloaden tot {date}.",
		"download": "ZIP-bestand downloaden",
		"expired": "Je laatste downloadlink is verlopen. Vraag een nieuwe kopie aan als je die nodig hebt.",
		"request": "Kopie van mijn gegevens aanvragen"
	},
	"delete": {
		"title": "Account verwijderen",
		"intro": "Als je je account verwijdert, wordt je profiel meteen verborgen. Nog {days, plural, one {# dag} other {# dagen}} lang kun je het terughalen; daarna wordt alles definitief verwijderd.",
		"start": "Mijn account verwijderen…",
		"offer": "Blijf en krijg {percent}% korting op je volgende credits",
		"offer_text": "We zouden het jammer vinden als je gaat. Blijf, en je volgende credits kosten minder.",
		"offer_accept": "Blijven en mijn code krijgen",
		"offer_decline": "Nee bedankt, verwijder mijn account",
		"code_title": "Je persoonlijke kortingscode",
		"code_text": "{percent}% korting op één aankoop van credits, geldig tot {date}. Bij het afrekenen wordt hij automatisch toegepast.",
		"code_use": "Credits kopen met mijn korting",
		"warning": "Je profiel verdwijnt meteen. We mailen je een link waarmee je je account binnen {days, plural, one {# dag} other {# dagen}} terughaalt; daarna wordt het definitief verwijderd.",
		"confirm_label": "Ja, ik wil mijn account verwijderen",
		"submit": "Mijn account verwijderen",
		"cancel": "Mijn account houden"
	}
};
var account_deleted = {
	"text": "Je account is verwijderd. Over {days, plural, one {# dag} other {# dagen}} wordt het definitief gewist.",
	"reactivate": "We hebben je een e-mail gestuurd met een link om het opnieuw te activeren. Van gedachten veranderd? Klik binnen {days, plural, one {# dag} other {# dagen}} op die link."
};
var home = {
	"lead": "Zoek profielen bij jou in de buurt, like wie je leuk vindt, match en chat in realtime. Aanmelden is gratis en duurt maar een minuutje.",
	"cta_signup": "Gratis aanmelden",
	"cta_browse": "Leden bekijken",
	"adults_only": "Alleen voor 18+. Jouw privacy staat voorop.",
	"features": {
		"search": { "title": "Zoeken en liken" },
		"swipe": {
			"title": "Speel het swipespel",
			"text": "Swipe naar rechts om te liken, naar links om over te slaan. Elke dag nieuwe gezichten, gewoon op je telefoon."
		},
		"chat": {
			"title": "Chat in realtime",
			"text": "Berichten, foto’s en cadeaus komen direct aan zodra ze verstuurd zijn, op elk apparaat."
		}
	},
	"steps_title": "Zo werkt het",
	"steps": {
		"profile": "Maak je profiel aan en voeg een foto toe.",
		"like": "Like leden en match met wie jou terug liket.",
		"chat": "Begin met chatten en kijk waar het toe leidt."
	},
	"reactivated": "Welkom terug, je account is weer actief",
	"niche": {
		"general": {
			"kicker": "{site}: daten en chatten",
			"title": "Ontmoet singles die hetzelfde willen als jij",
			"search": "Filter op leeftijd, land en regio en like de mensen die je wilt ontmoeten. Een wederzijdse like is een match."
		},
		"she": {
			"kicker": "{site}: lesbisch daten en chatten",
			"title": "Ontmoet vrouwen die van vrouwen houden",
			"search": "Filter op leeftijd, land en regio en like de vrouwen die je wilt ontmoeten. Een wederzijdse like is een match."
		},
		"bdsm": {
			"kicker": "{site}: BDSM-daten en chatten",
			"title": "Ontmoet partners die jouw voorkeuren delen",
			"search": "Filter op leeftijd, land en regio en like de partners die je wilt ontmoeten. Een wederzijdse like is een match."
		},
		"bbw": {
			"kicker": "{site}: daten en chatten met vrouwen met rondingen",
			"title": "Ontmoet vrouwen met rondingen die van zichzelf houden",
			"search": "Filter op leeftijd, land en regio en like de vrouwen met rondingen die je wilt ontmoeten. Een wederzijdse like is een match."
		},
		"gilf": {
			"kicker": "{site}: daten en chatten met vrouwen boven de 60",
			"title": "Ontmoet vrouwen boven de 60 die nog altijd graag flirten",
			"search": "Filter op leeftijd, land en regio en like de vrouwen die je wilt ontmoeten. Een wederzijdse like is een match."
		},
		"milf": {
			"kicker": "{site}: daten en chatten met rijpe vrouwen",
			"title": "Ontmoet rijpe vrouwen die weten wat ze willen",
			"search": "Filter op leeftijd, land en regio en like de rijpe vrouwen die je wilt ontmoeten. Een wederzijdse like is een match."
		},
		"gay": {
			"kicker": "{site}: gay dating en chat",
			"title": "Ontmoet mannen die hetzelfde willen als jij",
			"search": "Filter op leeftijd, land en regio en like de mannen die je wilt ontmoeten. Een wederzijdse like is een match."
		}
	}
};
var routes = {
	"index": "Startpagina",
	"likes": "Likes",
	"likes-type": "Likes",
	"likes-m-id": "Likes",
	"chats": "Berichten",
	"chats-id": "Gesprek",
	"members": "Leden zoeken",
	"members-id": "Ledenprofiel",
	"members-id-chat": "Chat",
	"members-id-landing": "Ontmoet dit lid",
	"members-id-signup": "Aanmelden",
	"members-id-landing2-slug": "Ontmoet dit lid",
	"members-id-landing3-slug": "Ontmoet dit lid",
	"profile": "Mijn profiel",
	"settings": "Instellingen",
	"signup": "Aanmelden",
	"signup-matches": "Jouw matches",
	"complete-signup": "Rond je aanmelding af",
	"login": "Inloggen",
	"reset-password": "Wachtwoord herstellen",
	"reset-password-do": "Kies een nieuw wachtwoord",
	"account-deleted": "Account verwijderd",
	"activate-done": "Account geactiveerd",
	"activate-error": "Activering mislukt",
	"mail-change-do": "Nieuw e-mailadres bevestigen",
	"credits": "Credits",
	"credits-id-paymentmethod": "Afrekenen",
	"credits-repeat-order": "Opnieuw bestellen",
	"directdebit": "Automatische incasso",
	"transactions-id": "Bestellingen",
	"premium": "Premium",
	"pricing": "Prijzen",
	"notifications": "Meldingen",
	"match-finder": "Matchfinder",
	"swipe-game": "Swipespel",
	"complaints": "Klachten",
	"lang-config": "Taalinstellingen",
	"landers-tinderswipe": "Swipen en ontmoeten",
	"landers-alonetonight-slug": "Alleen vanavond?",
	"landers-collagelanding-slug": "Ontmoet nieuwe mannen",
	"landers-gallery-slug": "Ledengalerij",
	"landers-iconslanding-slug": "Vind jouw type",
	"landers-maplanding-slug": "Mannen bij jou in de buurt",
	"landers-socialnetwork-slug": "Word lid van de community",
	"landers-transitionsvideolanding-slug": "Ontmoet nieuwe mannen",
	"landers-video-slug": "Ontmoet nieuwe mannen",
	"pages-ban": "Toegangsverbod",
	"pages-cookies": "Cookies",
	"pages-faq": "Veelgestelde vragen",
	"pages-privacy": "Privacybeleid",
	"pages-return-policy": "Retourneren en terugbetalen",
	"pages-service": "Klantenservice",
	"pages-terms": "Algemene voorwaarden",
	"pages-token": "Informatie"
};
var region_labels = {
	"province": "Provincie",
	"state": "Deelstaat",
	"canton": "Kanton",
	"county": "Graafschap",
	"voivodeship": "Woiwodschap",
	"region": "Regio"
};
var interests = {
	"adventure": "Avontuur",
	"analsex": "Anale seks",
	"animals": "Dieren",
	"art": "Kunst",
	"astrology": "Astrologie",
	"bbq": "Barbecueën",
	"beach": "Strand",
	"beer": "Bier",
	"biking": "Fietsen",
	"bondage": "Bondage",
	"coffee": "Koffie",
	"cooking": "Koken",
	"dancing": "Dansen",
	"exchanging_pictures": "Foto’s uitwisselen",
	"fashion": "Mode",
	"foodie": "Lekker eten",
	"gardening": "Tuinieren",
	"gym": "Sportschool",
	"hiking": "Wandelen",
	"hugging": "Knuffelen",
	"kissing": "Zoenen",
	"lingerie": "Lingerie",
	"massages": "Massages",
	"masturbating": "Masturberen",
	"movies": "Films",
	"music": "Muziek",
	"one_night_stand": "Onenightstand",
	"oral_sex": "Orale seks",
	"outdoors": "Buitenleven",
	"party": "Feesten",
	"photography": "Fotografie",
	"politics": "Politiek",
	"public_sex": "Seks in het openbaar",
	"reading": "Lezen",
	"relationship": "Relatie",
	"sadomasochism": "Sadomasochisme",
	"safe_sex": "Veilig vrijen",
	"sex": "Seks",
	"sex_toys": "Seksspeeltjes",
	"shopping": "Shoppen",
	"sports": "Sport",
	"sushi": "Sushi",
	"tattoos": "Tatoeages",
	"tea": "Thee",
	"theater": "Theater",
	"threesome": "Trio",
	"travelling": "Reizen",
	"vegetarian": "Vegetarisch",
	"video_games": "Videogames",
	"wine": "Wijn"
};
var premium_cta = { "button": "Word Premium" };
var signup_cta = {
	"title": "Meld je aan om meer te zien",
	"text": "Maak je gratis account aan of log in om profielen te bekijken, leden te liken en te chatten."
};
var members = {
	"fictional": "Fictief profiel",
	"fictional_plural": "Fictieve profielen",
	"age_short": "{age}",
	"photo_of": "Foto van {name}",
	"no_photo": "{name} heeft nog geen foto",
	"private_photo": "Privéfoto",
	"blurred_photo": "Vervaagde foto",
	"login_to_see_photos": "Log in of meld je aan om alle foto’s te zien.",
	"photo_number": "{name}: foto {number} van {count}",
	"photos": "Foto’s",
	"show_photo": "Foto {number} tonen",
	"blocked_title": "Dit profiel is niet beschikbaar",
	"details": "Details",
	"fields": {
		"gender": "Geslacht",
		"sexuality": "Voorkeur",
		"hair_colour": "Haar",
		"eye_colour": "Ogen",
		"body_type": "Lichaamsbouw",
		"relationship_status": "Relatie"
	},
	"chat": "Chatten",
	"more": "Meer acties",
	"block": "Blokkeren",
	"unblock": "Deblokkeren",
	"report": "Dit profiel melden",
	"block_title": "{name} blokkeren?",
	"block_text": "{name} kan je profiel dan niet meer zien en geen contact meer met je opnemen, en jullie zien elkaar niet meer in de zoekresultaten. Je kunt de blokkering op elk moment opheffen via het profiel.",
	"you_blocked": "Je hebt {name} geblokkeerd. Dit lid kan je profiel niet zien en geen contact met je opnemen.",
	"also_report": "Meld {name} ook bij ons team",
	"block_and_report": "Blokkeren en melden"
};
var likes = {
	"like": "Liken",
	"liked": "Geliket",
	"like_name": "{name} liken",
	"unlike_name": "Je like voor {name} intrekken",
	"match_badge": "Het is een match",
	"likes_you": "Liket jou",
	"tabs_label": "Soorten likes",
	"tabs": {
		"received": "Ontvangen",
		"sent": "Verstuurd",
		"matches": "Matches"
	},
	"new": "Nieuw",
	"new_count": "{count} nieuw",
	"empty": {
		"received": "Nog geen likes",
		"sent": "Je hebt nog niemand geliket",
		"matches": "Nog geen matches"
	},
	"empty_text": "Like de leden die je leuk vindt: als iemand jou terug liket, is het een match."
};
var like_modal = {
	"match_title": "Het is een match!",
	"match_text": "Jij en {name} vinden elkaar leuk.",
	"like_title": "{name} liket jou!",
	"like_text": "Like hem terug en het is een match.",
	"send_message": "Stuur een bericht",
	"view_profile": "Profiel bekijken",
	"click_to_close": "Klik ergens om te sluiten"
};
var search = {
	"filters": "Zoekfilters",
	"gender": "Op zoek naar",
	"any_gender": "Iedereen",
	"genders": {
		"male": "Mannen",
		"female": "Vrouwen"
	},
	"any_country": "Alle landen",
	"any_region": "Overal",
	"age": "Leeftijd",
	"min_age": "Minimumleeftijd",
	"max_age": "Maximumleeftijd",
	"reset": "Filters wissen",
	"result_count": "{count, plural, =0 {Geen leden gevonden} one {# lid gevonden} other {# leden gevonden}}",
	"no_results": "Geen leden die bij je zoekopdracht passen",
	"no_results_text": "Probeer een ruimer leeftijdsbereik of een andere regio.",
	"similar_title": "Vergelijkbare leden",
	"similar_text": "{count, plural, one {# lid komt in de buurt van je zoekopdracht} other {# leden komen in de buurt van je zoekopdracht}}",
	"login_required_title": "Meld je aan om leden te zoeken",
	"login_required_text": "Zoeken is alleen voor leden. Maak je gratis account aan of log in om te zien wie er bij jou in de buurt is."
};
var pagination = {
	"label": "Pagina’s",
	"previous": "Vorige pagina",
	"next": "Volgende pagina",
	"page": "Pagina {page}"
};
var match_finder = {
	"intro": "Leden die bij je passen. Like wie je leuk vindt: een like terug is een match.",
	"refresh": "Andere suggesties",
	"empty": "Op dit moment geen suggesties. Probeer het later opnieuw of zoek zelf."
};
var swipe = {
	"help": "Sleep een kaart naar rechts om te liken of naar links om over te slaan, of gebruik de knoppen of de pijltjestoetsen.",
	"like_stamp": "LIKE",
	"nope_stamp": "NEE",
	"view_profile": "Profiel van {name} bekijken",
	"likes_left": "{count, plural, one {Nog # like over vandaag} other {Nog # likes over vandaag}}",
	"premium_text": "Premium-leden liken zonder limiet.",
	"pass": "{name} overslaan",
	"pass_hint": "Overslaan (←)",
	"like": "{name} liken",
	"like_hint": "Liken (→)",
	"empty_title": "Je hebt voorlopig iedereen gezien",
	"empty_text": "Er komen elke dag nieuwe leden bij. Kom later terug of zoek zelf tussen de leden."
};
var complaints = {
	"intro": "Vertel ons wat er misging. We lezen elke klacht en reageren binnen een paar werkdagen.",
	"intro_member": "Vertel ons wat er mis is met dit profiel. Het lid komt niet te weten wie het heeft gemeld.",
	"reason": "Reden",
	"reasons": {
		"fake_profile": "Nepprofiel",
		"harassment": "Intimidatie",
		"threats": "Bedreigingen",
		"spam": "Spam of reclame",
		"underage": "Mogelijk jonger dan 18",
		"offensive_photo": "Aanstootgevende foto",
		"payment": "Betalingsprobleem",
		"other": "Iets anders"
	},
	"message": "Je bericht",
	"message_hint": "{count} / {max} tekens, minstens 10",
	"email": "Je e-mailadres",
	"email_hint": "We antwoorden je op dit adres.",
	"submit": "Klacht versturen",
	"sent_title": "Bedankt",
	"sent_text": "We hebben je klacht ontvangen en gaan ermee aan de slag.",
	"back_to_profile": "Terug naar het profiel",
	"sent_reference": "Je referentie is {reference}. We hebben je een bevestiging gemaild.",
	"about_message": "Je meldt een bericht uit je chat met dit lid.",
	"mine_title": "Klachten",
	"mine_intro": "Klachten die je hebt ingediend en klachten over je account, met onze besluiten.",
	"mine_none": "Je hebt geen klachten ingediend en er zijn geen klachten over je account.",
	"about_you": "Een klacht over je account",
	"yours_about": "Je klacht over {name}",
	"yours": "Je klacht",
	"reference": "Referentie",
	"content_label": "Inhoud",
	"decision_label": "Besluit",
	"until": "tot {date}",
	"rule_label": "Regel",
	"why": "Waarom",
	"appeal_label": "Bezwaar",
	"appeal_waiting": "Verstuurd op {date}; een andere medewerker van ons team beoordeelt het.",
	"appeal": "Bezwaar maken",
	"appeal_until": "Je kunt één keer bezwaar maken, tot {date}.",
	"appeal_text": "Waarom moeten we er opnieuw naar kijken?",
	"appeal_submit": "Bezwaar versturen",
	"status": {
		"open": "Wacht op ons team",
		"decided": "Besloten",
		"appealed": "Bezwaar in behandeling",
		"closed": "Bezwaar beoordeeld"
	},
	"content": {
		"message": "Een chatbericht",
		"photo": "Een profielfoto"
	},
	"decisions": {
		"no_action": "Geen actie",
		"warning": "Een waarschuwing",
		"remove_content": "De inhoud is verwijderd",
		"suspend": "Account tijdelijk geschorst",
		"ban": "Account geblokkeerd"
	},
	"appeal_outcomes": {
		"upheld": "Het besluit blijft staan",
		"reversed": "Het besluit is teruggedraaid"
	}
};
var own_profile = {
	"view_as_others": "Bekijk zoals anderen het zien",
	"basics": "Over jou",
	"where": "Waar je woont",
	"looks": "Uiterlijk en status",
	"not_specified": "Niet opgegeven",
	"interests_hint": "{count, plural, =0 {Kies wat je leuk vindt; zo vinden anderen je makkelijker.} one {# interesse gekozen} other {# interesses gekozen}}",
	"about_placeholder": "Vertel anderen wie je bent en wat je zoekt.",
	"about_count": "{count} / {max}",
	"save": "Profiel opslaan",
	"photos": "Je foto’s",
	"photo_count": "{count} van {limit} foto’s",
	"reorder_hint": "Sleep de foto’s om de volgorde te veranderen, of gebruik de pijlknoppen. De hoofdfoto is de foto die anderen als eerste zien.",
	"uploading": "{name} wordt geüpload…",
	"upload_progress": "Uploadvoortgang",
	"add_photo": "Foto toevoegen",
	"photo_types": "JPEG, PNG, WebP of AVIF",
	"upload_private": "Uploaden als privéfoto (alleen Premium-leden zien hem)",
	"limit_free": "Je hebt {limit} foto’s, het maximum voor een gratis lid. Premium-leden kunnen er tot {premium} uploaden.",
	"status": {
		"pending": "Wordt gecontroleerd",
		"rejected": "Afgekeurd",
		"active": "Zichtbaar"
	},
	"rejected_text": "Deze foto voldoet niet aan onze regels. Verwijder hem en upload een andere.",
	"rejected_reason": "Reden: {reason}",
	"text_rejected": {
		"name": "Een moderator heeft je nieuwe naam niet goedgekeurd ({reason}). Je vorige naam wordt weer getoond.",
		"about": "Een moderator heeft je nieuwe tekst bij ‘Over mij’ niet goedgekeurd ({reason}). Je vorige tekst wordt weer getoond."
	},
	"main": "Hoofdfoto",
	"private": "Privé",
	"set_main": "Als hoofdfoto instellen",
	"private_switch": "Privé",
	"move_earlier": "Foto {number} naar voren verplaatsen",
	"move_later": "Foto {number} naar achteren verplaatsen",
	"delete_photo": "Foto {number} verwijderen",
	"delete_title": "Deze foto verwijderen?",
	"delete_text": "De foto wordt definitief van je profiel verwijderd.",
	"delete": "Verwijderen",
	"photo_alt": "Je foto {number}"
};
var chats = {
	"waiting": "{count, plural, one {Er wacht # nieuwe melding op je} other {Er wachten # nieuwe meldingen op je}}",
	"no_messages_yet": "Nog geen berichten",
	"preview_gift": "Cadeau",
	"preview_photo": "Foto",
	"empty_title": "Nog geen gesprekken",
	"empty_text": "Vind iemand die je leuk vindt en stuur hem het eerste bericht.",
	"unread": "{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}",
	"delete": "Gesprek met {name} verwijderen",
	"pick_conversation": "Kies een gesprek om te lezen en te beantwoorden.",
	"not_found": "Dit gesprek kan niet worden gevonden.",
	"back": "Terug naar berichten",
	"load_older": "Oudere berichten tonen",
	"start_text": "Zeg hallo tegen {name}!",
	"read": "Gelezen",
	"delivered": "Verstuurd",
	"sending": "Versturen…",
	"send_failed": "Niet verstuurd.",
	"retry": "Opnieuw proberen",
	"buy_credits": "Credits kopen",
	"send_gift": "Cadeau sturen",
	"send_photo": "Foto sturen",
	"placeholder": "Schrijf een bericht…",
	"send": "Versturen",
	"length_counter": "{count} / {max}",
	"cost_hint": "Bericht: {message, plural, one {# credit} other {# credits}} · foto: {photo, plural, one {# credit} other {# credits}} · cadeau: {gift, plural, one {# credit} other {# credits}}",
	"cost_minimum": "(minstens {amount} per bericht)",
	"gifts_title": "Stuur een cadeau",
	"gift_cost": "Elk cadeau kost {credits, plural, one {# credit} other {# credits}}.",
	"icebreaker_title": "Breek het ijs met {name}",
	"icebreaker_text": "Weet je niet hoe je moet beginnen? Kies een bericht en pas het aan zoals je wilt.",
	"deleted_member": "Verwijderd lid",
	"deleted_member_note": "Dit lid heeft het account verwijderd. Je kunt het gesprek nog lezen, maar niet meer antwoorden.",
	"report_message": "Dit bericht melden",
	"fictional_warning_title": "Voordat je schrijft: dit is een fictief profiel",
	"fictional_warning_confirm": "Ik heb dit gelezen en wil doorgaan"
};
var icebreakers = {
	"weekend": "Hoi! Nog leuke plannen voor het weekend?",
	"photo": "Hé, ik vind je foto echt leuk. Waar is die gemaakt?",
	"music": "Hoi! Van wat voor muziek hou jij?",
	"travel": "Hé! Wat is de mooiste plek waar je ooit bent geweest?",
	"coffee": "Hoi! Zin om een keer samen koffie te drinken?",
	"movie": "Hé! Nog goede films gezien de laatste tijd?"
};
var time_bonus = {
	"strip_label": "Welkomstaanbieding",
	"strip_title": "{percentage}% welkomstbonus – wees er snel bij!",
	"ends_in": "Eindigt over",
	"strip_cta": "Pak {percentage}% korting",
	"hide": "Aanbieding verbergen",
	"modal_title": "Jouw {percentage}% welkomstbonus",
	"modal_text": "Als nieuw lid krijg je {percentage}% korting op je eerste credits. Begin meteen met chatten!",
	"act_fast": "Wees er snel bij – de aanbieding eindigt over",
	"modal_cta": "Nu {percentage}% korting",
	"later": "Misschien later"
};
var direct_debit = {
	"title": "Betalen via SEPA-incasso",
	"intro": "Betaal rechtstreeks van je bankrekening. Je bevestigt de machtiging met een code die we naar je mobiel sturen.",
	"other_methods": "Andere betaalmethoden",
	"choose_other_method": "Kies een andere betaalmethode",
	"not_available": "Automatische incasso is in jouw land niet beschikbaar.",
	"retry": "Opnieuw proberen",
	"summary_title": "Je bestelling",
	"bundle_credits": "{credits, plural, one {# credit} other {# credits}}",
	"method": "SEPA-incasso",
	"refund_right": "Een incasso kun je binnen 8 weken via je bank laten terugboeken.",
	"steps": "Stappen",
	"step_details": "Je gegevens",
	"step_code": "Sms-code",
	"account_section": "Bankrekening",
	"account_holder": "Rekeninghouder",
	"iban": "IBAN",
	"address_section": "Adres van de rekeninghouder",
	"street": "Straat",
	"house_number": "Huisnr.",
	"postal_code": "Postcode",
	"city": "Plaats",
	"mobile": "Mobiel nummer",
	"mobile_hint": "Naar dit nummer sturen we per sms een bevestigingscode.",
	"mandate": "Ik machtig {company} om dit bedrag ({amount}) via SEPA-incasso van mijn rekening af te schrijven, en mijn bank om dit bedrag van mijn rekening af te schrijven. Ben ik het niet eens met de afschrijving, dan kan ik die binnen 8 weken na de afschrijfdatum laten terugboeken, volgens de voorwaarden van mijn bank.",
	"creditor": "Incassant: {company}, {address}",
	"send_code": "Bevestigingscode sturen",
	"code_title": "Bevestig met de code uit de sms",
	"code_sent": "We hebben een code gestuurd naar {phone}.",
	"code": "Code van 6 cijfers",
	"code_resent": "We hebben je een nieuwe code gestuurd.",
	"confirm": "Bevestigen en {amount} betalen",
	"change_details": "Gegevens wijzigen",
	"resend": "Nieuwe code sturen",
	"privacy": "Je bankgegevens worden versleuteld verzonden en alleen gebruikt voor betalingen die jij toestaat."
};
var payment_methods = {
	"creditcard": "Creditcard",
	"banktransfer": "Bankoverschrijving",
	"directdebit": "SEPA-incasso"
};
var credits = {
	"title": "Credits kopen",
	"lead": "Met credits betaal je berichten, foto’s en cadeaus. Kies het pakket dat bij je past.",
	"code_carried": "Je code {code} geeft je {percent}% korting: kies een pakket, bij het afrekenen wordt hij toegepast.",
	"reload": "Opnieuw proberen",
	"trust": {
		"secure": "Veilig betalen",
		"no_subscription": "Eenmalige betaling, geen abonnement",
		"returns": "{days} dagen gratis retour"
	},
	"highlight": {
		"popular": "Populairst",
		"best_value": "Beste deal"
	},
	"credits_unit": "{count, plural, one {credit} other {credits}}",
	"credits_count": "{count, plural, one {# credit} other {# credits}}",
	"per_message": "{price} per bericht",
	"saving": "Bespaar {percent}%",
	"choose": "Kiezen",
	"choose_label": "Kies {count, plural, one {# credit} other {# credits}}",
	"balance": "Je saldo",
	"premium_badge": "Premium",
	"orders_link": "Je bestellingen en bonnen",
	"buy_again": {
		"creditcard": "Opnieuw kopen met je kaart {label}",
		"directdebit": "Opnieuw kopen via incasso {label}"
	},
	"costs": {
		"title": "Waar je credits voor gebruikt",
		"message": "Een bericht",
		"photo": "Een foto",
		"gift": "Een cadeau"
	}
};
var checkout = {
	"title": "Afrekenen",
	"lead": "{count, plural, one {# credit} other {# credits}} voor {price}",
	"back_to_bundles": "Alle pakketten",
	"not_found": "Dit pakket bestaat niet",
	"not_found_text": "Misschien wordt het niet meer aangeboden. Kies een van onze huidige pakketten.",
	"method_title": "Betaalmethode",
	"summary_title": "Je bestelling",
	"discount_line": "Korting ({percent}%)",
	"total": "Totaal",
	"pay": "Betaal {amount}",
	"discount": {
		"title": "Kortingscode",
		"label": "Kortingscode",
		"placeholder": "Voer een kortingscode in",
		"placeholder_other": "Nog een andere code?",
		"apply": "Toepassen",
		"welcome_applied": "{percent}% welkomstbonus toegepast",
		"applied": "Code {code}: {percent}% korting toegepast",
		"remove": "Code {code} verwijderen",
		"unfit": "De code {code} geldt niet voor deze betaalmethode of dit pakket.",
		"minimum_order": "Deze code geldt voor bestellingen vanaf {amount}."
	},
	"confirm": {
		"title": "Bevestig je betaling",
		"redirect": "Je gaat verder naar een beveiligde pagina om met {method} te betalen.",
		"terms": "Door verder te gaan accepteer je onze voorwaarden:",
		"cancel": "Terug",
		"continue": "Nu {amount} betalen"
	}
};
var repeat_order = {
	"title": "Opnieuw kopen",
	"lead": "Betaal in één stap met een kaart of machtiging die je eerder gebruikte.",
	"none": "Geen opgeslagen betaalmethode",
	"none_text": "Als je één keer met een kaart of via incasso hebt betaald, kun je hier in één stap opnieuw kopen.",
	"choose_bundle": "Kies een pakket",
	"bundle_title": "Pakket",
	"method_title": "Betalen met",
	"declined_text": "Je kaart is geweigerd. Probeer het opnieuw of betaal dit pakket met PayPal.",
	"retry": "Opnieuw proberen",
	"pay_with_paypal": "Betalen met PayPal"
};
var payment_result = {
	"title": "Betaling",
	"waiting": "Wachten op je betaling…",
	"waiting_text": "Deze pagina werkt zichzelf bij zodra je betaling is bevestigd.",
	"completed": "Betaling voltooid",
	"credits_added": "{count, plural, one {# credit is} other {# credits zijn}} aan je account toegevoegd.",
	"balance": "Je saldo is nu {count, plural, one {# credit} other {# credits}}.",
	"premium_title": "Welkom bij Premium!",
	"premium_text": "Je ziet nu alle foto’s, kunt tot {photos} foto’s uploaden en met iedereen chatten.",
	"start": "Begin met chatten",
	"receipt": "Bon bekijken",
	"failed": "Betaling mislukt of geannuleerd.",
	"failed_text": "Er is niets afgeschreven. Probeer het opnieuw of kies een andere betaalmethode.",
	"try_again": "Opnieuw proberen",
	"other_method": "Andere methode kiezen"
};
var orders = {
	"title": "Je bestellingen",
	"buy": "Credits kopen",
	"empty": "Nog geen bestellingen",
	"empty_text": "Je aankopen en hun bonnen verschijnen hier.",
	"status": {
		"pending": "In behandeling",
		"paid": "Betaald",
		"failed": "Mislukt",
		"canceled": "Geannuleerd",
		"expired": "Verlopen"
	}
};
var credit_history = {
	"title": "Creditgeschiedenis",
	"empty": "Nog geen wijzigingen in je credits.",
	"balance": "Saldo {balance}",
	"more": "Meer tonen",
	"kinds": {
		"signup": "Welkomstcredits",
		"purchase": "Credits gekocht",
		"message": "Bericht verstuurd",
		"photo": "Foto verstuurd",
		"gift": "Cadeau verstuurd",
		"correction": "Correctie door de klantenservice",
		"refund": "Terugbetaling",
		"chargeback": "Betaling teruggeboekt",
		"other": "Andere wijziging"
	}
};
var receipt = {
	"title": "Bon",
	"number": "Bestelnr. {id}",
	"not_found": "Deze bestelling is niet gevonden",
	"all_orders": "Alle bestellingen",
	"print": "Afdrukken",
	"kvk": "KvK-nummer: {kvk}",
	"vat": "Btw-nr.: {vat}",
	"date": "Datum",
	"status": "Status",
	"method": "Betaalmethode",
	"bundle": "Pakket",
	"price": "Prijs",
	"discount": "Korting {code} ({percent}%)",
	"total": "Totaal betaald ({currency})",
	"vat_included": "Alle prijzen zijn inclusief btw.",
	"billed_to": "Klant"
};
var premium = {
	"title": "Word Premium",
	"title_member": "Je bent Premium",
	"lead": "Zie meer, chat meer, match meer.",
	"match_chance": "meer kans op een match",
	"any_bundle": "Met elk pakket word je premium",
	"benefits_title": "Wat premium je geeft",
	"benefits": {
		"photos": {
			"title": "Alle foto’s zien",
			"text": "Elke foto van elk lid, ook privéfoto’s."
		},
		"uploads": {
			"title": "Tot {premium} foto’s",
			"text": "Laat je van alle kanten zien. Gratis leden kunnen er {free} uploaden."
		},
		"conversations": {
			"title": "Onbeperkt gesprekken",
			"text": "Chat met zoveel leden als je wilt. Gratis leden chatten met {free}."
		},
		"forever": {
			"title": "Voorgoed premium",
			"text": "Je blijft premium, ook als je credits op zijn."
		}
	},
	"bundles_title": "Kies je pakket",
	"bundles_title_member": "Vul je credits aan",
	"already": "Je bent al premium lid.",
	"already_text": "Je hebt nog {count, plural, one {# credit} other {# credits}}. Vul aan wanneer je wilt.",
	"buy_credits": "Credits kopen"
};
var pricing = {
	"title": "Prijzen",
	"lead": "Aanmelden is gratis. Je betaalt alleen voor credits, per pakket en eenmalig: geen abonnement.",
	"signup": "Gratis aanmelden",
	"notes": "Prijzen zijn inclusief btw en in de valuta van je land. Met elk pakket word je premium lid."
};
var connection = {
	"offline": "Je bent offline",
	"online": "Weer online"
};
var alerts = {
	"notifications_disabled": {
		"title": "We kunnen je geen e-mails sturen",
		"action": "Wat kun je doen"
	},
	"profile_photo": {
		"title": "Voeg een profielfoto toe",
		"text": "Leden met een foto krijgen veel meer berichten en likes.",
		"action": "Foto toevoegen"
	},
	"push": {
		"title": "Mis nooit meer een bericht",
		"text": "Zet meldingen aan, dan laten we het je meteen weten als iemand je schrijft of je leuk vindt.",
		"action": "Meldingen aanzetten",
		"failed": "Meldingen konden niet worden aangezet. Probeer het opnieuw."
	}
};
var notifications = {
	"title": "Meldingen",
	"settings_intro": "Kies welke e-mails en pushmeldingen je krijgt.",
	"manage": "Meldingen beheren",
	"fix": {
		"bounce": "Controleer of je e-mailadres klopt. Is het veranderd? Vul dan je nieuwe adres in bij de instellingen.",
		"spam_complaint": "Was dat een vergissing? Wijzig dan je e-mailadres bij de instellingen: op een nieuw, bevestigd adres krijg je onze e-mails weer.",
		"unsubscribed": "Zet hieronder de e-mails aan die je wilt, dan sturen we ze weer."
	},
	"fix_link": {
		"bounce": "Mijn e-mailadres controleren",
		"spam_complaint": "Mijn e-mailadres wijzigen"
	},
	"push": {
		"title": "Pushmeldingen",
		"on": "Pushmeldingen staan aan in deze browser.",
		"off": "Krijg een melding in deze browser zodra iemand je schrijft of je leuk vindt.",
		"disable": "Meldingen uitzetten",
		"denied": "Meldingen zijn geblokkeerd voor deze site. Open de site-instellingen van je browser (het pictogram naast het adres), sta meldingen toe en laad deze pagina opnieuw.",
		"unsupported": "Deze browser kan geen pushmeldingen van deze site tonen."
	},
	"unsubscribe": {
		"title": "Afmelden",
		"question": "{email} afmelden voor e-mails over {type}?",
		"confirm": "Afmelden",
		"done": "Je krijgt geen e-mails over {type} meer.",
		"settings": "Instellingen voor meldingen",
		"invalid": "Deze link is verlopen of ongeldig.",
		"types": {
			"message": "nieuwe berichten",
			"like": "nieuwe likes",
			"match": "nieuwe matches",
			"visit": "profielbezoeken",
			"newsletter": "nieuws en aanbiedingen"
		}
	}
};
var geolocation = {
	"use_current": "Mijn huidige locatie gebruiken",
	"filled": "Ingevuld met je huidige locatie. Controleer het en sla op.",
	"not_found": "We konden niet bepalen waar dat is. Kies je locatie zelf.",
	"denied": "Je hebt deze site geen toegang tot je locatie gegeven. Sta het toe in de site-instellingen van je browser, of kies je locatie zelf.",
	"unavailable": "Je locatie is nu niet beschikbaar. Kies hem zelf.",
	"outside": "Je lijkt in {country} te zijn, waar deze site niet beschikbaar is. Kies je locatie zelf."
};
var static_pages = {
	"updated": "Laatst bijgewerkt op {date}",
	"print": "Afdrukken",
	"contents": "Op deze pagina"
};
var ban_notice = {
	"title": "Je toegang is geblokkeerd",
	"banned": "Er geldt een blokkade voor je account, je e-mailadres, dit apparaat of je internetverbinding. Hieronder lees je waarom we blokkeren en hoe je bezwaar maakt.",
	"suspended_until": "Je toegang is opgeschort tot {date}. Hieronder lees je waarom we opschorten en hoe je bezwaar maakt."
};
var lang_config = {
	"intro": "Kies de taal van de site. Je keuze wordt op dit apparaat onthouden en, als je bent ingelogd, bij je account.",
	"current": "Huidige taal"
};
var moderation = { "reasons": {
	"not_a_person": "Toont geen persoon",
	"public_nudity": "Naakt op een openbare foto",
	"minor": "Toont een minderjarige",
	"celebrity": "Toont een bekend persoon",
	"contact_details": "Tekst of contactgegevens",
	"violence": "Geweld",
	"other": "Een andere overtreding van onze regels"
} };
var nl_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, nl_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
