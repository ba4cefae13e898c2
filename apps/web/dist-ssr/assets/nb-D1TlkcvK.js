// src/i18n/locales/nb.json
var nav = {
	"language": "Språk",
	"login": "Logg inn",
	"search_members": "Søk etter medlemmer",
	"messages": "Meldinger",
	"likes": "Likes",
	"credits": "Kreditter",
	"get_premium": "Få Premium",
	"my_profile": "Min profil",
	"settings": "Innstillinger",
	"logout": "Logg ut",
	"menu": "Meny"
};
var errors = {
	"page_not_found": "Siden ble ikke funnet",
	"back_home": "Tilbake til forsiden",
	"status": "Feil {status}",
	"error_page_failed": "Det oppstod en feil under visning av feilsiden",
	"validation_failed": "Sjekk det du har fylt inn.",
	"not_found": "Dette ble ikke funnet.",
	"authentication_required": "Logg inn på nytt.",
	"request_type_required": "Last inn siden på nytt og prøv igjen.",
	"forbidden": "Du har ikke tillatelse til å gjøre dette.",
	"internal_error": "Det oppstod en feil. Prøv igjen senere.",
	"service_unavailable": "Tjenesten er kortvarig utilgjengelig. Prøv igjen om et øyeblikk.",
	"signups_closed": "Det er ikke mulig å registrere seg for øyeblikket.",
	"email_taken": "Det finnes allerede en konto på dette nettstedet med denne e-postadressen.",
	"account_pending_deletion": "Denne kontoen venter fortsatt på å bli slettet. Bruk lenken i e-posten vi sendte deg for å aktivere den igjen.",
	"login_failed": "Innloggingen mislyktes, prøv igjen",
	"too_many_attempts": "For mange feilforsøk, kontoen er sperret i {minutes} min.",
	"too_many_reset_mails": "For mange e-poster for tilbakestilling av passord er sendt, prøv igjen i morgen.",
	"too_many_mails": "For mange e-poster er sendt, prøv igjen i morgen.",
	"email_not_found": "Fant ikke e-postadressen",
	"link_invalid": "Lenken er utløpt eller ugyldig, be om en ny e-post",
	"wrong_old_password": "Sjekk det gamle passordet ditt.",
	"wrong_password": "Sjekk passordet ditt.",
	"banned": "Tilgangen din til dette nettstedet er blokkert.",
	"premium_required": "Denne funksjonen er bare tilgjengelig for Premium-medlemmer.",
	"photo_limit_reached": "Du har nådd maksgrensen på {limit} bilder.",
	"photo_invalid": "Denne filen er ikke et bilde vi kan bruke. Last opp et JPEG-, PNG- eller WebP-bilde.",
	"photo_too_large": "Bildet er for stort. Last opp et bilde på maks 20 MB.",
	"photo_too_many_pixels": "Bildet har for mange piksler. Last opp et bilde på maks {max_megapixels} megapiksler.",
	"photo_too_small": "Bildet er for lite. Last opp et bilde på minst 200 × 200 piksler.",
	"swipe_limit_reached": "Du har brukt opp dagens {limit} likes. Kom tilbake i morgen, eller få Premium for ubegrensede likes.",
	"blocked": "Du kan ikke se eller kontakte dette medlemmet.",
	"login_required": "Logg inn eller registrer deg for å fortsette.",
	"not_enough_credits": "Du har ikke nok kreditter",
	"conversation_limit_reached": "Som gratismedlem kan du chatte med opptil {limit} medlemmer om gangen. Bli premium for å chatte med alle.",
	"cannot_reply": "Dette medlemmet har ikke bekreftet e-postadressen sin ennå, så du kan ikke svare ennå.",
	"network_error": "Ingen tilkobling. Sjekk internettforbindelsen din.",
	"too_many_requests": "For mange forespørsler, prøv igjen senere.",
	"rate_limited": "Du gjør dette for ofte. Prøv igjen om {minutes} min.",
	"too_many_lookups": "For mange forespørsler om e-postadresser, prøv igjen om {minutes} min.",
	"bundle_not_found": "Denne pakken er ikke tilgjengelig.",
	"method_not_available": "Denne betalingsmåten er ikke tilgjengelig for deg.",
	"code_not_found": "Fant ikke koden",
	"code_already_used": "Koden er allerede brukt",
	"code_expired": "Denne koden har utløpt.",
	"code_minimum_order": "Denne koden gjelder bare over et minstebeløp.",
	"code_wrong_country": "Denne koden gjelder ikke i landet ditt.",
	"code_method_not_allowed": "Denne koden gjelder ikke for denne betalingsmåten.",
	"payment_failed": "Betalingen mislyktes eller ble avbrutt.",
	"payment_provider_unavailable": "Betalingstjenesten kan ikke nås akkurat nå. Prøv igjen senere.",
	"direct_debit_blocked": "Kontoen din er sperret for betaling med direktedebitering.",
	"direct_debit_limit_reached": "Grensen din for betaling med direktedebitering er nådd. Bruk en annen betalingsmåte.",
	"sms_code_invalid": "Ugyldig kode",
	"sms_unavailable": "Vi kan ikke sende SMS akkurat nå. Prøv igjen senere.",
	"refund_window_passed": "Refusjonsfristen for denne bestillingen er ute; bare en administrator kan refundere den.",
	"refund_not_possible": "Denne refusjonen er ikke mulig.",
	"data_export_too_soon": "Du kan be om en kopi av dataene dine én gang om dagen. Du kan be igjen fra {at}.",
	"appeal_not_allowed": "Denne avgjørelsen kan ikke (lenger) påklages.",
	"fictional_warning_unconfirmed": "Bekreft meldingen om fiktive profiler før du skriver til en."
};
var validation = {
	"required": "Fyll ut dette feltet.",
	"invalid": "Denne verdien er ugyldig.",
	"invalid_email": "Ugyldig e-postadresse",
	"name_invalid": "Bruk 2 til 30 bokstaver eller sifre; mellomrom, punktum, bindestrek og understrek er tillatt, men ikke først eller sist.",
	"name_equals_email": "Brukernavnet ditt kan ikke være e-postadressen din.",
	"name_starts_with_at": "Brukernavnet ditt kan ikke begynne med @.",
	"password_too_short": "Bruk minst 8 tegn.",
	"password_too_long": "Bruk maks 128 tegn.",
	"password_too_common": "Dette passordet er for vanlig, velg et annet.",
	"password_personal": "Passordet ditt kan ikke være e-postadressen eller brukernavnet ditt.",
	"dob_min_age": "Skriv inn fødselsdatoen din ({min_age}+)",
	"dob_invalid": "Ugyldig fødselsdato.",
	"passwords_differ": "Passordene du har skrevet inn, er ikke like.",
	"new_email_invalid": "Den nye e-postadressen er ugyldig.",
	"too_long": "Denne teksten er for lang.",
	"too_short": "Denne teksten er for kort.",
	"confirmation_required": "Du må bekrefte dette.",
	"did_you_mean": "Mente du {suggestion}?",
	"invalid_iban": "Ugyldig IBAN",
	"invalid_phone": "Skriv inn et gyldig mobilnummer.",
	"authorization_required": "Godkjenn direktedebiteringen for å fortsette.",
	"code_invalid": "Skriv inn den 6-sifrede koden fra SMS-en."
};
var common = {
	"close": "Lukk",
	"back": "Tilbake",
	"next": "Neste",
	"continue": "Fortsett",
	"choose": "Velg",
	"cancel": "Avbryt"
};
var fields = {
	"email": "E-postadresse",
	"name": "Brukernavn",
	"password": "Passord",
	"new_password": "Nytt passord",
	"password_repeat": "Gjenta det nye passordet",
	"old_password": "Nåværende passord",
	"new_email": "Ny e-postadresse",
	"date_of_birth": "Fødselsdato",
	"day": "Dag",
	"month": "Måned",
	"year": "År",
	"gender": "Jeg er",
	"sexuality": "Min legning",
	"country": "Land",
	"signup_message": "Din første melding (valgfritt)",
	"city": "By",
	"about": "Om meg",
	"interests": "Interesser",
	"hair_colour": "Hårfarge",
	"eye_colour": "Øyenfarge",
	"body_type": "Kroppstype",
	"relationship_status": "Sivilstatus"
};
var profile = {
	"gender": {
		"male": "Mann",
		"female": "Kvinne"
	},
	"sexuality": {
		"hetero": "Hetero",
		"gay": "Homofil",
		"lesbian": "Lesbisk",
		"bi": "Bifil"
	},
	"hair_colour": {
		"black": "Svart",
		"brown": "Brun",
		"blond": "Blond",
		"red": "Rød",
		"grey": "Grå",
		"white": "Hvit",
		"bald": "Skallet",
		"other": "Annet"
	},
	"eye_colour": {
		"brown": "Brun",
		"blue": "Blå",
		"green": "Grønn",
		"grey": "Grå",
		"hazel": "Nøttebrun",
		"other": "Annet"
	},
	"body_type": {
		"slim": "Slank",
		"athletic": "Atletisk",
		"average": "Gjennomsnittlig",
		"muscular": "Muskuløs",
		"stocky": "Kompakt",
		"large": "Kraftig"
	},
	"relationship_status": {
		"single": "Singel",
		"relationship": "I et forhold",
		"open_relationship": "Åpent forhold",
		"married": "Gift",
		"divorced": "Skilt",
		"widowed": "Enkemann"
	}
};
var login = {
	"title": "Logg inn",
	"submit": "Logg inn",
	"forgot_password": "Glemt passordet?",
	"no_account": "Har du ingen konto ennå?"
};
var signup = {
	"title": "Registrer deg gratis",
	"progress": "Trinn {step} av {count}",
	"steps": {
		"email": {
			"title": "Hva er e-postadressen din?",
			"text": "Vi sender deg en lenke for å bekrefte den. Andre medlemmer ser den aldri."
		},
		"name": {
			"title": "Velg et brukernavn",
			"text": "Dette er navnet andre medlemmer ser."
		},
		"password": {
			"title": "Velg et passord",
			"text": "Minst 8 tegn. Hold det for deg selv."
		},
		"date_of_birth": {
			"title": "Når er du født?",
			"text": "Bare voksne kan bli med. Medlemmer ser alderen din, aldri fødselsdatoen din."
		},
		"about": {
			"title": "Om deg",
			"text": "Dette hjelper oss å vise deg de riktige mennene."
		}
	},
	"submit": "Opprett kontoen min",
	"consent": "Ved å opprette en konto bekrefter du at du er {min_age} år eller eldre, og godtar vilkårene våre:",
	"have_account": "Allerede medlem?",
	"login_instead": "Logg inn med denne adressen",
	"message_hint": "Vi sender den til dette medlemmet så snart kontoen din er klar.",
	"invite_only": {
		"title": "Registrering kun med invitasjon",
		"text": "{site} er for øyeblikket bare åpent for inviterte medlemmer. Bruk lenken fra invitasjonen din."
	},
	"closed": {
		"title": "Registreringen er stengt",
		"text": "{site} tar ikke imot nye medlemmer for øyeblikket. Prøv igjen senere."
	},
	"complete": {
		"title": "Bekreft e-postadressen din",
		"text": "Nesten ferdig! Vi har sendt en lenke til {email}. Klikk på den for å aktivere kontoen din.",
		"confirmed": "E-postadressen din er bekreftet. Ha det gøy!"
	},
	"matches": {
		"title": "Dine første matcher",
		"text": "Medlemmer som passer for deg og har vært her nylig. Lik dem du faller for, eller skriv til dem.",
		"empty": "Ingen forslag akkurat nå: søk blant medlemmene selv."
	}
};
var activation = {
	"reminder_title": "Aktiver kontoen din",
	"reminder_text": "Vi har sendt en lenke til {email}. Klikk på den for å bekrefte e-postadressen din og gjøre profilen din synlig.",
	"spam_hint": "Ingen e-post? Sjekk søppelpost- eller spam-mappen din.",
	"resend": "Send e-posten på nytt",
	"resent": "Vi har sendt e-posten på nytt.",
	"done_title": "Kontoen din er aktivert",
	"done_text": "Takk for at du bekreftet e-postadressen din. Andre medlemmer kan nå finne profilen din.",
	"done_continue": "Gå videre til medlemmene",
	"error_title": "Aktiveringen mislyktes",
	"login_to_resend": "Logg inn for å få en ny e-post",
	"already_confirmed": "E-postadressen din er allerede bekreftet."
};
var reset = {
	"intro": "Skriv inn e-postadressen til kontoen din, så sender vi deg en lenke der du kan velge et nytt passord.",
	"submit": "Send lenken",
	"sent": "Vi har sendt en lenke til {email}. Klikk på den for å velge et nytt passord.",
	"back_to_login": "Tilbake til innlogging",
	"request_new": "Be om en ny e-post",
	"save": "Lagre det nye passordet"
};
var mail_change = {
	"done": "E-postadressen din er nå {email}.",
	"done_no_session": "Den nye e-postadressen din er bekreftet.",
	"request_new": "Be om en ny lenke i innstillingene"
};
var settings = {
	"save": "Lagre",
	"saved": "Lagret.",
	"account": {
		"title": "Konto",
		"current_email": "E-postadressen din:",
		"change_email": "Endre e-postadresse",
		"mail_sent": "Vi har sendt en lenke til {email}. Klikk på den for å bekrefte den nye adressen din; frem til da brukes den nåværende."
	},
	"password": {
		"title": "Passord",
		"submit": "Endre passord",
		"changed": "Passordet ditt er endret."
	},
	"language": {
		"title": "Språk",
		"label": "Språket på dette nettstedet og i e-postene våre"
	},
	"location": { "title": "Bosted" },
	"notifications": {
		"title": "Varsler på e-post",
		"intro": "Velg hvilke e-poster du får fra oss.",
		"types": {
			"message": "Nye meldinger",
			"like": "Nye likes",
			"match": "Nye matcher",
			"visit": "Besøk på profilen din",
			"newsletter": "Nyheter og spesialtilbud"
		},
		"disabled": {
			"spam_complaint": "Vi har sluttet å sende deg e-post fordi en av dem ble merket som spam.",
			"bounce": "Vi har sluttet å sende deg e-post fordi den ikke kunne leveres til adressen din.",
			"unsubscribed": "Vi har sluttet å sende deg e-post fordi du meldte deg av i e-postappen din."
		}
	},
	"first_contact": {
		"title": "Første meldinger",
		"intro": "I de første dagene dine her kan en av disse profilene skrive til deg først. Vil du heller slippe det, slår du det av: da svarer de bare på meldingene dine.",
		"label": "Disse profilene kan skrive til meg først"
	},
	"data_export": {
		"title": "Last ned dataene mine",
		"intro": "Få en kopi av alt vi lagrer om deg: profilen din, bilder, likes, samtaler, bestillinger, kreditter, varslingsinnstillinger, innlogginger og klager, i én ZIP-fil. Vi sender deg en lenke på e-post så snart den er klar; den virker i {days, plural, one {# dag} other {# dager}}. Du kan be om den én gang om dagen.",
		"preparing": "Vi gjør klar dataene dine. Du får en e-post når de er klare.",
		"ready": "Dataene dine er klare. Du kan laste dem ned til {date}.",
		"download": "Last ned ZIP-fil",
		"expired": "Den siste nedlastingslenken din har utløpt. Be om en ny kopi hvis du trenger det.",
		"request": "Be om en kopi av dataene mine"
	},
	"delete": {
		"title": "Slett konto",
		"intro": "Når du sletter kontoen din, skjules profilen din med en gang. I {days, plural, one {# dag} other {# dager}} kan du fortsatt hente den tilbake; etter det slettes alt for godt.",
		"start": "Slett kontoen min…",
		"offer": "Bli og få {percent} % rabatt på de neste kredittene dine",
		"offer_text": "Vi blir lei oss hvis du går. Bli, så blir de neste kredittene dine billigere.",
		"offer_accept": "Bli og få koden min",
		"offer_decline": "Nei takk, slett kontoen min",
		"code_title": "Din personlige rabattkode",
		"code_text": "{percent} % rabatt på ett kjøp av kreditter, gyldig til {date}. Den trekkes fra automatisk når du betaler.",
		"code_use": "Kjøp kreditter med rabatten min",
		"warning": "Profilen din forsvinner med en gang. Vi sender deg en e-post med en lenke som gir deg kontoen tilbake innen {days, plural, one {# dag} other {# dager}}; etter det slettes den for godt.",
		"confirm_label": "Ja, jeg vil slette kontoen min",
		"submit": "Slett kontoen min",
		"cancel": "Behold kontoen min"
	}
};
var account_deleted = {
	"text": "Kontoen din er slettet. Den fjernes for godt om {days, plural, one {# dag} other {# dager}}.",
	"reactivate": "Vi har sendt deg en e-post med en lenke for å aktivere den igjen. Har du ombestemt deg? Klikk på lenken innen {days, plural, one {# dag} other {# dager}}."
};
var home = {
	"lead": "Søk etter profiler i nærheten, lik dem du faller for, få match og chat i sanntid. Det er gratis å registrere seg og tar bare et minutt.",
	"cta_signup": "Registrer deg gratis",
	"cta_browse": "Se medlemmer",
	"adults_only": "Kun for 18+. Personvernet ditt kommer først.",
	"features": {
		"search": { "title": "Søk og lik" },
		"swipe": {
			"title": "Spill sveipespillet",
			"text": "Sveip til høyre for å like, til venstre for å gå videre. Nye ansikter hver dag, rett på mobilen."
		},
		"chat": {
			"title": "Chat i sanntid",
			"text": "Meldinger, bilder og gaver kommer frem i det øyeblikket de sendes, på alle enheter."
		}
	},
	"steps_title": "Slik fungerer det",
	"steps": {
		"profile": "Lag profilen din og legg til et bilde.",
		"like": "Lik medlemmer og få match med dem som liker deg tilbake.",
		"chat": "Begynn å chatte og se hvor det bærer."
	},
	"reactivated": "Velkommen tilbake, kontoen din er aktiv igjen",
	"niche": {
		"general": {
			"kicker": "{site}: dating og chat",
			"title": "Møt singler som vil det samme som deg",
			"search": "Filtrer på alder, land og region og lik menneskene du vil møte. Liker dere hverandre, blir det en match."
		},
		"she": {
			"kicker": "{site}: lesbisk dating og chat",
			"title": "Møt kvinner som elsker kvinner",
			"search": "Filtrer på alder, land og region og lik kvinnene du vil møte. Liker dere hverandre, blir det en match."
		},
		"bdsm": {
			"kicker": "{site}: BDSM-dating og chat",
			"title": "Møt partnere som deler lystene dine",
			"search": "Filtrer på alder, land og region og lik partnerne du vil møte. Liker dere hverandre, blir det en match."
		},
		"bbw": {
			"kicker": "{site}: dating og chat med kurvete kvinner",
			"title": "Møt kurvete kvinner som elsker den de er",
			"search": "Filtrer på alder, land og region og lik de kurvete kvinnene du vil møte. Liker dere hverandre, blir det en match."
		},
		"gilf": {
			"kicker": "{site}: dating og chat med kvinner over 60",
			"title": "Møt kvinner over 60 som fortsatt elsker å flørte",
			"search": "Filtrer på alder, land og region og lik kvinnene du vil møte. Liker dere hverandre, blir det en match."
		},
		"milf": {
			"kicker": "{site}: dating og chat med modne kvinner",
			"title": "Møt modne kvinner som vet hva de vil",
			"search": "Filtrer på alder, land og region og lik de modne kvinnene du vil møte. Liker dere hverandre, blir det en match."
		},
		"gay": {
			"kicker": "{site}: gaydating og chat",
			"title": "Møt menn som vil det samme som deg",
			"search": "Filtrer på alder, land og region og lik mennene du vil møte. Liker dere hverandre, blir det en match."
		}
	}
};
var routes = {
	"index": "Forside",
	"likes": "Likes",
	"likes-type": "Likes",
	"likes-m-id": "Likes",
	"chats": "Meldinger",
	"chats-id": "Samtale",
	"members": "Søk etter medlemmer",
	"members-id": "Medlemsprofil",
	"members-id-chat": "Chat",
	"members-id-landing": "Møt dette medlemmet",
	"members-id-signup": "Registrer deg",
	"members-id-landing2-slug": "Møt dette medlemmet",
	"members-id-landing3-slug": "Møt dette medlemmet",
	"profile": "Min profil",
	"settings": "Innstillinger",
	"signup": "Registrer deg",
	"signup-matches": "Dine matcher",
	"complete-signup": "Fullfør registreringen",
	"login": "Logg inn",
	"reset-password": "Tilbakestill passord",
	"reset-password-do": "Velg et nytt passord",
	"account-deleted": "Kontoen er slettet",
	"activate-done": "Kontoen er aktivert",
	"activate-error": "Aktiveringen mislyktes",
	"mail-change-do": "Bekreft ny e-postadresse",
	"credits": "Kreditter",
	"credits-id-paymentmethod": "Betaling",
	"credits-repeat-order": "Bestill på nytt",
	"directdebit": "Direktedebitering",
	"transactions-id": "Bestillinger",
	"premium": "Premium",
	"pricing": "Priser",
	"notifications": "Varsler",
	"match-finder": "Matchfinner",
	"swipe-game": "Sveipespill",
	"complaints": "Klager",
	"lang-config": "Språkinnstillinger",
	"landers-tinderswipe": "Sveip og møt",
	"landers-alonetonight-slug": "Alene i kveld?",
	"landers-collagelanding-slug": "Møt nye menn",
	"landers-gallery-slug": "Medlemsgalleri",
	"landers-iconslanding-slug": "Finn din type",
	"landers-maplanding-slug": "Menn i nærheten",
	"landers-socialnetwork-slug": "Bli med i fellesskapet",
	"landers-transitionsvideolanding-slug": "Møt nye menn",
	"landers-video-slug": "Møt nye menn",
	"pages-ban": "Tilgangssperre",
	"pages-cookies": "Informasjonskapsler",
	"pages-faq": "FAQ",
	"pages-privacy": "Personvernerklæring",
	"pages-return-policy": "Retur og refusjon",
	"pages-service": "Kundeservice",
	"pages-terms": "Vilkår og betingelser",
	"pages-token": "Informasjon"
};
var region_labels = {
	"province": "Provins",
	"state": "Delstat",
	"canton": "Kanton",
	"county": "Fylke",
	"voivodeship": "Voivodskap",
	"region": "Region"
};
var interests = {
	"adventure": "Eventyr",
	"analsex": "Analsex",
	"animals": "Dyr",
	"art": "Kunst",
	"astrology": "Astrologi",
	"bbq": "Grilling",
	"beach": "Strand",
	"beer": "Øl",
	"biking": "Sykling",
	"bondage": "Bondage",
	"coffee": "Kaffe",
	"cooking": "Matlaging",
	"dancing": "Dans",
	"exchanging_pictures": "Utveksle bilder",
	"fashion": "Mote",
	"foodie": "Matglad",
	"gardening": "Hagearbeid",
	"gym": "Treningssenter",
	"hiking": "Fotturer",
	"hugging": "Klemmer",
	"kissing": "Kyssing",
	"lingerie": "Undertøy",
	"massages": "Massasje",
	"masturbating": "Onani",
	"movies": "Film",
	"music": "Musikk",
	"one_night_stand": "Engangsligg",
	"oral_sex": "Oralsex",
	"outdoors": "Friluftsliv",
	"party": "Fest",
	"photography": "Fotografering",
	"politics": "Politikk",
	"public_sex": "Offentlig sex",
	"reading": "Lesing",
	"relationship": "Forhold",
	"sadomasochism": "Sadomasochisme",
	"safe_sex": "Trygg sex",
	"sex": "Sex",
	"sex_toys": "Sexleketøy",
	"shopping": "Shopping",
	"sports": "Sport",
	"sushi": "Sushi",
	"tattoos": "Tatoveringer",
	"tea": "Te",
	"theater": "Teater",
	"threesome": "Trekant",
	"travelling": "Reising",
	"vegetarian": "Vegetarianer",
	"video_games": "Videospill",
	"wine": "Vin"
};
var premium_cta = { "button": "Få Premium" };
var signup_cta = {
	"title": "Registrer deg for å se mer",
	"text": "Opprett en gratis konto eller logg inn for å se profiler, like medlemmer og chatte."
};
var members = {
	"fictional": "Fiktiv profil",
	"fictional_plural": "Fiktive profiler",
	"age_short": "{age}",
	"photo_of": "Bilde av {name}",
	"no_photo": "{name} har ikke noe bilde ennå",
	"private_photo": "Privat bilde",
	"blurred_photo": "Uskarpt bilde",
	"login_to_see_photos": "Logg inn eller registrer deg for å se alle bildene.",
	"photo_number": "{name}: bilde {number} av {count}",
	"photos": "Bilder",
	"show_photo": "Vis bilde {number}",
	"blocked_title": "Denne profilen er ikke tilgjengelig",
	"details": "Detaljer",
	"fields": {
		"gender": "Kjønn",
		"sexuality": "Legning",
		"hair_colour": "Hår",
		"eye_colour": "Øyne",
		"body_type": "Kroppstype",
		"relationship_status": "Forhold"
	},
	"chat": "Chat",
	"more": "Flere handlinger",
	"block": "Blokker",
	"unblock": "Opphev blokkering",
	"report": "Rapporter denne profilen",
	"block_title": "Blokkere {name}?",
	"block_text": "{name} kan ikke lenger se profilen din eller kontakte deg, og dere ser ikke lenger hverandre i søket. Du kan når som helst oppheve blokkeringen på profilen.",
	"you_blocked": "Du har blokkert {name}. Medlemmet kan ikke se profilen din eller kontakte deg.",
	"also_report": "Meld også {name} til teamet vårt",
	"block_and_report": "Blokker og meld"
};
var likes = {
	"like": "Lik",
	"liked": "Likt",
	"like_name": "Lik {name}",
	"unlike_name": "Trekk tilbake liken din til {name}",
	"match_badge": "Det er en match",
	"likes_you": "Liker deg",
	"tabs_label": "Typer likes",
	"tabs": {
		"received": "Mottatt",
		"sent": "Sendt",
		"matches": "Matcher"
	},
	"new": "Ny",
	"new_count": "{count, plural, one {# ny} other {# nye}}",
	"empty": {
		"received": "Ingen likes ennå",
		"sent": "Du har ikke likt noen ennå",
		"matches": "Ingen matcher ennå"
	},
	"empty_text": "Lik medlemmene du faller for: Når noen liker deg tilbake, blir det en match."
};
var like_modal = {
	"match_title": "Det er en match!",
	"match_text": "Du og {name} liker hverandre.",
	"like_title": "{name} liker deg!",
	"like_text": "Lik ham tilbake, så blir det en match.",
	"send_message": "Send en melding",
	"view_profile": "Se profilen",
	"click_to_close": "Klikk hvor som helst for å lukke"
};
var search = {
	"filters": "Søkefiltre",
	"gender": "Ser etter",
	"any_gender": "Alle",
	"genders": {
		"male": "Menn",
		"female": "Kvinner"
	},
	"any_country": "Alle land",
	"any_region": "Overalt",
	"age": "Alder",
	"min_age": "Minimumsalder",
	"max_age": "Maksimumsalder",
	"reset": "Nullstill filtre",
	"result_count": "{count, plural, =0 {Ingen medlemmer funnet} one {# medlem funnet} other {# medlemmer funnet}}",
	"no_results": "Ingen medlemmer passer til søket ditt",
	"no_results_text": "Prøv et bredere aldersspenn eller en annen region.",
	"similar_title": "Lignende medlemmer",
	"similar_text": "{count, plural, one {# medlem er nær søket ditt} other {# medlemmer er nær søket ditt}}",
	"login_required_title": "Registrer deg for å søke blant medlemmene",
	"login_required_text": "Søk er bare for medlemmer. Opprett en gratis konto eller logg inn for å se hvem som er i nærheten."
};
var pagination = {
	"label": "Sider",
	"previous": "Forrige side",
	"next": "Neste side",
	"page": "Side {page}"
};
var match_finder = {
	"intro": "Medlemmer som passer for deg. Lik dem du faller for: Liker de deg tilbake, blir det en match.",
	"refresh": "Andre forslag",
	"empty": "Ingen forslag akkurat nå. Prøv igjen senere, eller søk selv."
};
var swipe = {
	"help": "Dra et kort til høyre for å like eller til venstre for å gå videre, eller bruk knappene eller piltastene.",
	"like_stamp": "LIKE",
	"nope_stamp": "NEI",
	"view_profile": "Se profilen til {name}",
	"likes_left": "{count, plural, one {# like igjen i dag} other {# likes igjen i dag}}",
	"premium_text": "Premium-medlemmer liker uten begrensning.",
	"pass": "Gå videre fra {name}",
	"pass_hint": "Gå videre (←)",
	"like": "Lik {name}",
	"like_hint": "Lik (→)",
	"empty_title": "Du har sett alle for nå",
	"empty_text": "Det kommer nye medlemmer hver dag. Kom tilbake senere, eller søk blant medlemmene selv."
};
var complaints = {
	"intro": "Fortell oss hva som gikk galt. Vi leser alle klager og svarer innen noen få virkedager.",
	"intro_member": "Fortell oss hva som er galt med denne profilen. Medlemmet får ikke vite hvem som rapporterte det.",
	"reason": "Årsak",
	"reasons": {
		"fake_profile": "Falsk profil",
		"harassment": "Trakassering",
		"threats": "Trusler",
		"spam": "Spam eller reklame",
		"underage": "Muligens under 18",
		"offensive_photo": "Støtende bilde",
		"payment": "Betalingsproblem",
		"other": "Noe annet"
	},
	"message": "Meldingen din",
	"message_hint": "{count} / {max} tegn, minst 10",
	"email": "E-postadressen din",
	"email_hint": "Vi svarer deg på denne adressen.",
	"submit": "Send klage",
	"sent_title": "Takk",
	"sent_text": "Vi har mottatt klagen din og ser på den.",
	"back_to_profile": "Tilbake til profilen",
	"sent_reference": "Referansen din er {reference}. Vi har sendt deg en bekreftelse på e-post.",
	"about_message": "Du melder en melding fra chatten din med dette medlemmet.",
	"mine_title": "Klager",
	"mine_intro": "Klager du har sendt, og klager på kontoen din, med våre avgjørelser.",
	"mine_none": "Du har ikke sendt noen klager, og det finnes ingen på kontoen din.",
	"about_you": "En klage på kontoen din",
	"yours_about": "Klagen din på {name}",
	"yours": "Klagen din",
	"reference": "Referanse",
	"content_label": "Innhold",
	"decision_label": "Avgjørelse",
	"until": "til {date}",
	"rule_label": "Regel",
	"why": "Begrunnelse",
	"appeal_label": "Klage på vedtaket",
	"appeal_waiting": "Sendt {date}; en annen person i teamet vårt behandler den.",
	"appeal": "Klag på avgjørelsen",
	"appeal_until": "Du kan klage én gang, til {date}.",
	"appeal_text": "Hvorfor bør vi se på det igjen?",
	"appeal_submit": "Send klage",
	"status": {
		"open": "Venter på teamet vårt",
		"decided": "Avgjort",
		"appealed": "Klagen på vedtaket behandles",
		"closed": "Klagen på vedtaket er avgjort"
	},
	"content": {
		"message": "En chatmelding",
		"photo": "Et profilbilde"
	},
	"decisions": {
		"no_action": "Ingen tiltak",
		"warning": "En advarsel",
		"remove_content": "Innholdet er fjernet",
		"suspend": "Kontoen er midlertidig stengt",
		"ban": "Kontoen er utestengt"
	},
	"appeal_outcomes": {
		"upheld": "Avgjørelsen blir stående",
		"reversed": "Avgjørelsen er omgjort"
	}
};
var own_profile = {
	"view_as_others": "Se profilen slik andre ser den",
	"basics": "Om deg",
	"where": "Hvor du bor",
	"looks": "Utseende og status",
	"not_specified": "Ikke oppgitt",
	"interests_hint": "{count, plural, =0 {Velg det du liker; det hjelper andre å finne deg.} one {# interesse valgt} other {# interesser valgt}}",
	"about_placeholder": "Fortell andre hvem du er og hva du ser etter.",
	"about_count": "{count} / {max}",
	"save": "Lagre profilen",
	"photos": "Bildene dine",
	"photo_count": "{count} av {limit} bilder",
	"reorder_hint": "Dra bildene for å endre rekkefølgen, eller bruk pilknappene. Hovedbildet er det andre ser først.",
	"uploading": "Laster opp {name}…",
	"upload_progress": "Opplastingsfremdrift",
	"add_photo": "Legg til et bilde",
	"photo_types": "JPEG, PNG, WebP eller AVIF",
	"upload_private": "Last opp som privat bilde (bare Premium-medlemmer ser det)",
	"limit_free": "Du har {limit} bilder, det meste et gratismedlem kan ha. Premium-medlemmer kan laste opp opptil {premium}.",
	"status": {
		"pending": "Kontrolleres",
		"rejected": "Avvist",
		"active": "Synlig"
	},
	"rejected_text": "Dette bildet følger ikke reglene våre. Slett det og last opp et annet.",
	"rejected_reason": "Årsak: {reason}",
	"text_rejected": {
		"name": "En moderator godtok ikke det nye navnet ditt ({reason}). Det forrige navnet ditt vises igjen.",
		"about": "En moderator godtok ikke den nye «Om meg»-teksten din ({reason}). Den forrige teksten din vises igjen."
	},
	"main": "Hovedbilde",
	"private": "Privat",
	"set_main": "Gjør til hovedbilde",
	"private_switch": "Privat",
	"move_earlier": "Flytt bilde {number} fremover",
	"move_later": "Flytt bilde {number} bakover",
	"delete_photo": "Slett bilde {number}",
	"delete_title": "Slette dette bildet?",
	"delete_text": "Bildet fjernes fra profilen din for godt.",
	"delete": "Slett",
	"photo_alt": "Ditt bilde {number}"
};
var chats = {
	"waiting": "{count, plural, one {# nyhet venter på deg} other {# nyheter venter på deg}}",
	"no_messages_yet": "Ingen meldinger ennå",
	"preview_gift": "Gave",
	"preview_photo": "Bilde",
	"empty_title": "Ingen samtaler ennå",
	"empty_text": "Finn noen du liker, og send den første meldingen.",
	"unread": "{count, plural, one {# ulest melding} other {# uleste meldinger}}",
	"delete": "Slett samtalen med {name}",
	"pick_conversation": "Velg en samtale for å lese og svare.",
	"not_found": "Fant ikke denne samtalen.",
	"back": "Tilbake til meldinger",
	"load_older": "Vis eldre meldinger",
	"start_text": "Si hei til {name}!",
	"read": "Lest",
	"delivered": "Sendt",
	"sending": "Sender…",
	"send_failed": "Ikke sendt.",
	"retry": "Prøv igjen",
	"buy_credits": "Kjøp kreditter",
	"send_gift": "Send en gave",
	"send_photo": "Send et bilde",
	"placeholder": "Skriv en melding…",
	"send": "Send",
	"length_counter": "{count} / {max}",
	"cost_hint": "Melding: {message, plural, one {# kreditt} other {# kreditter}} · bilde: {photo, plural, one {# kreditt} other {# kreditter}} · gave: {gift, plural, one {# kreditt} other {# kreditter}}",
	"cost_minimum": "(minst {amount} per melding)",
	"gifts_title": "Send en gave",
	"gift_cost": "Hver gave koster {credits, plural, one {# kreditt} other {# kreditter}}.",
	"icebreaker_title": "Bryt isen med {name}",
	"icebreaker_text": "Usikker på hvordan du skal begynne? Velg en melding og endre den som du vil.",
	"deleted_member": "Slettet medlem",
	"deleted_member_note": "Dette medlemmet har slettet kontoen sin. Du kan lese samtalen, men ikke lenger svare.",
	"report_message": "Meld denne meldingen",
	"fictional_warning_title": "Før du skriver: dette er en fiktiv profil",
	"fictional_warning_confirm": "Jeg har lest dette og vil fortsette"
};
var icebreakers = {
	"weekend": "Hei! Har du noen morsomme planer i helgen?",
	"photo": "Hei, jeg liker bildet ditt veldig godt. Hvor er det tatt?",
	"music": "Hei! Hva slags musikk liker du?",
	"travel": "Heisann! Hva er det beste stedet du har reist til?",
	"coffee": "Hei! Lyst til å ta en kaffe sammen en gang?",
	"movie": "Heisann! Sett noen gode filmer i det siste?"
};
var time_bonus = {
	"strip_label": "Velkomsttilbud",
	"strip_title": "{percentage} % velkomstbonus – skynd deg!",
	"ends_in": "Slutter om",
	"strip_cta": "Få {percentage} % rabatt",
	"hide": "Skjul tilbudet",
	"modal_title": "Din velkomstbonus på {percentage} %",
	"modal_text": "Som nytt medlem får du {percentage} % rabatt på dine første kreditter. Begynn å chatte med en gang!",
	"act_fast": "Skynd deg – tilbudet slutter om",
	"modal_cta": "Få {percentage} % rabatt nå",
	"later": "Kanskje senere"
};
var direct_debit = {
	"title": "Betal med SEPA-direktedebitering",
	"intro": "Betal rett fra bankkontoen din. Du bekrefter fullmakten med en kode vi sender til mobilen din.",
	"other_methods": "Andre betalingsmåter",
	"choose_other_method": "Velg en annen betalingsmåte",
	"not_available": "Direktedebitering er ikke tilgjengelig i landet ditt.",
	"retry": "Prøv igjen",
	"summary_title": "Din bestilling",
	"bundle_credits": "{credits, plural, one {# kreditt} other {# kreditter}}",
	"method": "SEPA-direktedebitering",
	"refund_right": "Du kan få en direktedebitering tilbakeført av banken din innen 8 uker.",
	"steps": "Trinn",
	"step_details": "Opplysningene dine",
	"step_code": "SMS-kode",
	"account_section": "Bankkonto",
	"account_holder": "Kontoinnehaver",
	"iban": "IBAN",
	"address_section": "Kontoinnehaverens adresse",
	"street": "Gate",
	"house_number": "Husnr.",
	"postal_code": "Postnummer",
	"city": "Sted",
	"mobile": "Mobilnummer",
	"mobile_hint": "Vi sender en bekreftelseskode til dette nummeret på SMS.",
	"mandate": "Jeg gir {company} fullmakt til å trekke dette beløpet ({amount}) fra kontoen min med SEPA-direktedebitering, og banken min fullmakt til å belaste kontoen min tilsvarende. Jeg har rett til å få beløpet tilbakeført av banken min på vilkårene i avtalen min med banken; krav om tilbakeføring må fremsettes innen 8 uker fra datoen kontoen min ble belastet.",
	"creditor": "Betalingsmottaker: {company}, {address}",
	"send_code": "Send bekreftelseskode",
	"code_title": "Bekreft med koden fra SMS-en",
	"code_sent": "Vi har sendt en kode til {phone}.",
	"code": "6-sifret kode",
	"code_resent": "Vi har sendt deg en ny kode.",
	"confirm": "Bekreft og betal {amount}",
	"change_details": "Endre opplysninger",
	"resend": "Send en ny kode",
	"privacy": "Bankopplysningene dine sendes kryptert og brukes bare til betalinger du godkjenner."
};
var payment_methods = {
	"creditcard": "Kredittkort",
	"banktransfer": "Bankoverføring",
	"directdebit": "SEPA-avtalegiro"
};
var credits = {
	"title": "Kjøp kreditter",
	"lead": "Kreditter betaler for meldinger, bilder og gaver. Velg pakken som passer deg.",
	"code_carried": "Koden din {code} gir deg {percent} % rabatt: velg en pakke, så trekkes den fra når du betaler.",
	"reload": "Prøv igjen",
	"trust": {
		"secure": "Sikker betaling",
		"no_subscription": "Engangsbetaling, ikke abonnement",
		"returns": "{days} dagers gratis retur"
	},
	"highlight": {
		"popular": "Mest populær",
		"best_value": "Best pris"
	},
	"credits_unit": "{count, plural, one {kreditt} other {kreditter}}",
	"credits_count": "{count, plural, one {# kreditt} other {# kreditter}}",
	"per_message": "{price} per melding",
	"saving": "Spar {percent} %",
	"choose": "Velg",
	"choose_label": "Velg {count, plural, one {# kreditt} other {# kreditter}}",
	"balance": "Din saldo",
	"premium_badge": "Premium",
	"orders_link": "Dine bestillinger og kvitteringer",
	"buy_again": {
		"creditcard": "Kjøp igjen med kortet ditt {label}",
		"directdebit": "Kjøp igjen med avtalegiro {label}"
	},
	"costs": {
		"title": "Hva kreditter betaler for",
		"message": "En melding",
		"photo": "Et bilde",
		"gift": "En gave"
	}
};
var checkout = {
	"title": "Kasse",
	"lead": "{count, plural, one {# kreditt} other {# kreditter}} for {price}",
	"back_to_bundles": "Alle pakker",
	"not_found": "Denne pakken finnes ikke",
	"not_found_text": "Den tilbys kanskje ikke lenger. Velg en av de nåværende pakkene våre.",
	"method_title": "Betalingsmåte",
	"summary_title": "Din bestilling",
	"discount_line": "Rabatt ({percent} %)",
	"total": "Totalt",
	"pay": "Betal {amount}",
	"discount": {
		"title": "Rabattkode",
		"label": "Rabattkode",
		"placeholder": "Skriv inn en rabattkode",
		"placeholder_other": "Har du en annen kode?",
		"apply": "Bruk",
		"welcome_applied": "{percent} % velkomstbonus brukt",
		"applied": "Kode {code}: {percent} % rabatt brukt",
		"remove": "Fjern koden {code}",
		"unfit": "Koden {code} gjelder ikke for denne betalingsmåten eller pakken.",
		"minimum_order": "Denne koden gjelder for bestillinger fra {amount}."
	},
	"confirm": {
		"title": "Bekreft betalingen",
		"redirect": "Du går videre til en sikker side for å betale med {method}.",
		"terms": "Ved å fortsette godtar du vilkårene våre:",
		"cancel": "Tilbake",
		"continue": "Betal {amount} nå"
	}
};
var repeat_order = {
	"title": "Kjøp igjen",
	"lead": "Betal i ett steg med et kort eller en avtale du har brukt før.",
	"none": "Ingen lagret betalingsmåte",
	"none_text": "Når du har betalt én gang med kort eller avtalegiro, kan du kjøpe igjen her i ett steg.",
	"choose_bundle": "Velg en pakke",
	"bundle_title": "Pakke",
	"method_title": "Betal med",
	"declined_text": "Kortet ditt ble avvist. Prøv igjen, eller betal denne pakken med PayPal.",
	"retry": "Prøv igjen",
	"pay_with_paypal": "Betal med PayPal"
};
var payment_result = {
	"title": "Betaling",
	"waiting": "Venter på betalingen din…",
	"waiting_text": "Siden oppdaterer seg selv så snart betalingen er bekreftet.",
	"completed": "Betalingen er fullført",
	"credits_added": "{count, plural, one {# kreditt er} other {# kreditter er}} lagt til på kontoen din.",
	"balance": "Saldoen din er nå {count, plural, one {# kreditt} other {# kreditter}}.",
	"premium_title": "Velkommen til Premium!",
	"premium_text": "Nå ser du alle bilder, kan laste opp opptil {photos} bilder og chatte med alle.",
	"start": "Begynn å chatte",
	"receipt": "Se kvittering",
	"failed": "Betalingen mislyktes eller ble avbrutt.",
	"failed_text": "Ingenting er trukket. Prøv igjen, eller velg en annen betalingsmåte.",
	"try_again": "Prøv igjen",
	"other_method": "Velg en annen måte"
};
var orders = {
	"title": "Dine bestillinger",
	"buy": "Kjøp kreditter",
	"empty": "Ingen bestillinger ennå",
	"empty_text": "Kjøpene dine og kvitteringene for dem vises her.",
	"status": {
		"pending": "Venter",
		"paid": "Betalt",
		"failed": "Mislyktes",
		"canceled": "Avbrutt",
		"expired": "Utløpt"
	}
};
var credit_history = {
	"title": "Kreditthistorikk",
	"empty": "Ingen endringer i kredittene dine ennå.",
	"balance": "Saldo {balance}",
	"more": "Vis flere",
	"kinds": {
		"signup": "Velkomstkreditter",
		"purchase": "Kjøpte kreditter",
		"message": "Melding sendt",
		"photo": "Bilde sendt",
		"gift": "Gave sendt",
		"correction": "Retting fra kundeservice",
		"refund": "Refusjon",
		"chargeback": "Betaling tilbakeført",
		"other": "Annen endring"
	}
};
var receipt = {
	"title": "Kvittering",
	"number": "Ordrenr. {id}",
	"not_found": "Fant ikke denne bestillingen",
	"all_orders": "Alle bestillinger",
	"print": "Skriv ut",
	"kvk": "Handelsregister (KvK): {kvk}",
	"vat": "MVA-nr.: {vat}",
	"date": "Dato",
	"status": "Status",
	"method": "Betalingsmåte",
	"bundle": "Pakke",
	"price": "Pris",
	"discount": "Rabatt {code} ({percent} %)",
	"total": "Totalt betalt ({currency})",
	"vat_included": "Alle priser er inkl. mva.",
	"billed_to": "Kunde"
};
var premium = {
	"title": "Bli Premium",
	"title_member": "Du er Premium",
	"lead": "Se mer, chat mer, match mer.",
	"match_chance": "større sjanse for en match",
	"any_bundle": "Kjøper du en hvilken som helst pakke, blir du premium",
	"benefits_title": "Dette gir Premium deg",
	"benefits": {
		"photos": {
			"title": "Se alle bilder",
			"text": "Alle bilder av alle medlemmer, også private bilder."
		},
		"uploads": {
			"title": "Opptil {premium} bilder",
			"text": "Vis deg fra alle sider. Gratismedlemmer kan laste opp {free}."
		},
		"conversations": {
			"title": "Ubegrenset med samtaler",
			"text": "Chat med så mange medlemmer du vil. Gratismedlemmer chatter med {free}."
		},
		"forever": {
			"title": "Premium for godt",
			"text": "Du forblir premium, også når kredittene er brukt opp."
		}
	},
	"bundles_title": "Velg pakken din",
	"bundles_title_member": "Fyll på kreditter",
	"already": "Du er allerede premiummedlem.",
	"already_text": "Du har {count, plural, one {# kreditt} other {# kreditter}} igjen. Fyll på når du vil.",
	"buy_credits": "Kjøp kreditter"
};
var pricing = {
	"title": "Priser",
	"lead": "Det er gratis å registrere seg. Du betaler bare for kreditter, i pakker og én gang: ikke abonnement.",
	"signup": "Registrer deg gratis",
	"notes": "Prisene er inkl. mva. og vises i ditt lands valuta. Kjøper du en hvilken som helst pakke, blir du premiummedlem."
};
var connection = {
	"offline": "Du er frakoblet",
	"online": "Tilkoblet igjen"
};
var alerts = {
	"notifications_disabled": {
		"title": "Vi kan ikke sende deg e-poster",
		"action": "Hva kan du gjøre"
	},
	"profile_photo": {
		"title": "Legg til et profilbilde",
		"text": "Medlemmer med bilde får mange flere meldinger og likes.",
		"action": "Legg til bilde"
	},
	"push": {
		"title": "Gå aldri glipp av en melding",
		"text": "Slå på varsler, så sier vi fra med en gang når noen skriver til deg eller liker deg.",
		"action": "Slå på varsler",
		"failed": "Varsler kunne ikke slås på. Prøv igjen."
	}
};
var notifications = {
	"title": "Varsler",
	"settings_intro": "Velg hvilke e-poster og push-varsler du får.",
	"manage": "Administrer varsler",
	"fix": {
		"bounce": "Sjekk at e-postadressen din er riktig. Hvis den er endret, skriver du inn den nye adressen i innstillingene.",
		"spam_complaint": "Hvis det var en feil, bytter du e-postadresse i innstillingene: en ny, bekreftet adresse får e-postene våre igjen.",
		"unsubscribed": "Slå på e-postene du vil ha nedenfor, så sender vi dem igjen."
	},
	"fix_link": {
		"bounce": "Sjekk e-postadressen min",
		"spam_complaint": "Bytt e-postadressen min"
	},
	"push": {
		"title": "Push-varsler",
		"on": "Push-varsler er på i denne nettleseren.",
		"off": "Få et varsel i denne nettleseren så snart noen skriver til deg eller liker deg.",
		"disable": "Slå av varsler",
		"denied": "Varsler er blokkert for dette nettstedet. Åpne nettstedsinnstillingene i nettleseren (ikonet ved siden av adressen), tillat varsler og last inn siden på nytt.",
		"unsupported": "Denne nettleseren kan ikke vise push-varsler fra dette nettstedet."
	},
	"unsubscribe": {
		"title": "Meld av",
		"question": "Melde {email} av e-poster om {type}?",
		"confirm": "Meld av",
		"done": "Du får ikke lenger e-poster om {type}.",
		"settings": "Innstillinger for varsler",
		"invalid": "Denne lenken er utløpt eller ugyldig.",
		"types": {
			"message": "nye meldinger",
			"like": "nye likes",
			"match": "nye matcher",
			"visit": "profilbesøk",
			"newsletter": "nyheter og tilbud"
		}
	}
};
var geolocation = {
	"use_current": "Bruk min nåværende posisjon",
	"filled": "Fylt ut med din nåværende posisjon. Sjekk og lagre.",
	"not_found": "Vi klarte ikke å finne ut hvor det er. Velg posisjonen din selv.",
	"denied": "Du har ikke gitt dette nettstedet tilgang til posisjonen din. Tillat det i nettleserens nettstedsinnstillinger, eller velg posisjonen selv.",
	"unavailable": "Posisjonen din er ikke tilgjengelig akkurat nå. Velg den selv.",
	"outside": "Du ser ut til å være i {country}, der dette nettstedet ikke er tilgjengelig. Velg posisjonen din selv."
};
var static_pages = {
	"updated": "Sist oppdatert {date}",
	"print": "Skriv ut",
	"contents": "På denne siden"
};
var ban_notice = {
	"title": "Tilgangen din er blokkert",
	"banned": "En utestengelse gjelder kontoen din, e-postadressen din, denne enheten eller internettforbindelsen din. Nedenfor kan du lese hvorfor vi utestenger og hvordan du klager.",
	"suspended_until": "Tilgangen din er suspendert til {date}. Nedenfor kan du lese hvorfor vi suspenderer og hvordan du klager."
};
var lang_config = {
	"intro": "Velg språket på nettstedet. Valget ditt huskes på denne enheten og, når du er logget inn, på kontoen din.",
	"current": "Nåværende språk"
};
var moderation = { "reasons": {
	"not_a_person": "Viser ikke en person",
	"public_nudity": "Nakenhet på et offentlig bilde",
	"minor": "Viser en mindreårig",
	"celebrity": "Viser en kjendis",
	"contact_details": "Tekst eller kontaktinformasjon",
	"violence": "Vold",
	"other": "Et annet brudd på reglene våre"
} };
var nb_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, nb_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
