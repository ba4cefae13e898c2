// src/i18n/locales/sv.json
var nav = {
	"language": "Språk",
	"login": "Logga in",
	"search_members": "Sök medlemmar",
	"messages": "Meddelanden",
	"likes": "Likes",
	"credits": "Krediter",
	"get_premium": "Skaffa Premium",
	"my_profile": "Min profil",
	"settings": "Inställningar",
	"logout": "Logga ut",
	"menu": "Meny"
};
var errors = {
	"page_not_found": "Sidan kunde inte hittas",
	"back_home": "Tillbaka till startsidan",
	"status": "Fel {status}",
	"error_page_failed": "Ett fel uppstod när felsidan skulle visas",
	"validation_failed": "Kontrollera det du har angett.",
	"not_found": "Det gick inte att hitta.",
	"authentication_required": "Logga in igen.",
	"request_type_required": "Ladda om sidan och försök igen.",
	"forbidden": "Du har inte behörighet att göra det här.",
	"internal_error": "Ett fel uppstod. Försök igen senare.",
	"service_unavailable": "Tjänsten är tillfälligt otillgänglig. Försök igen om en liten stund.",
	"signups_closed": "Det går inte att registrera sig just nu.",
	"email_taken": "Det finns redan ett konto på den här webbplatsen med den här e-postadressen.",
	"account_pending_deletion": "Det här kontot väntar fortfarande på att raderas. Använd länken i mejlet vi skickade till dig för att återaktivera det.",
	"login_failed": "Inloggningen misslyckades, försök igen",
	"too_many_attempts": "För många felaktiga försök, kontot är spärrat i {minutes} min.",
	"too_many_reset_mails": "För många mejl för återställning av lösenord har skickats, försök igen i morgon.",
	"too_many_mails": "För många mejl har skickats, försök igen i morgon.",
	"email_not_found": "E-postadressen hittades inte",
	"link_invalid": "Länken har gått ut eller är ogiltig, begär ett nytt mejl",
	"wrong_old_password": "Kontrollera ditt gamla lösenord.",
	"wrong_password": "Kontrollera ditt lösenord.",
	"banned": "Din åtkomst till den här webbplatsen är blockerad.",
	"premium_required": "Den här funktionen är bara tillgänglig för Premium-medlemmar.",
	"photo_limit_reached": "Du har nått maxgränsen på {limit} bilder.",
	"photo_invalid": "Filen är inte en bild som vi kan använda. Ladda upp en JPEG-, PNG- eller WebP-bild.",
	"photo_too_large": "Bilden är för stor. Ladda upp en bild på högst 20 MB.",
	"photo_too_many_pixels": "Bilden har för många pixlar. Ladda upp en bild på högst {max_megapixels} megapixlar.",
	"photo_too_small": "Bilden är för liten. Ladda upp en bild på minst 200 × 200 pixlar.",
	"swipe_limit_reached": "Du har använt dina {limit} likes för i dag. Kom tillbaka i morgon eller skaffa Premium för obegränsat med likes.",
	"blocked": "Du kan inte se eller kontakta den här medlemmen.",
	"login_required": "Logga in eller registrera dig för att fortsätta.",
	"not_enough_credits": "Du har inte tillräckligt med krediter",
	"conversation_limit_reached": "Som gratismedlem kan du chatta med upp till {limit} medlemmar åt gången. Bli premium för att chatta med alla.",
	"cannot_reply": "Den här medlemmen har inte bekräftat sin e-postadress än, så du kan inte svara än.",
	"network_error": "Ingen anslutning. Kontrollera din internetanslutning.",
	"too_many_requests": "För många förfrågningar, försök igen senare.",
	"rate_limited": "Du gör det här för ofta. Försök igen om {minutes} min.",
	"too_many_lookups": "För många förfrågningar om e-postadresser, försök igen om {minutes} min.",
	"bundle_not_found": "Det här paketet är inte tillgängligt.",
	"method_not_available": "Det här betalsättet är inte tillgängligt för dig.",
	"code_not_found": "Koden hittades inte",
	"code_already_used": "Koden har redan använts",
	"code_expired": "Den här koden har gått ut.",
	"code_minimum_order": "Den här koden gäller bara över ett minsta ordervärde.",
	"code_wrong_country": "Den här koden gäller inte i ditt land.",
	"code_method_not_allowed": "Den här koden gäller inte för det här betalsättet.",
	"payment_failed": "Betalningen misslyckades eller avbröts.",
	"payment_provider_unavailable": "Betaltjänsten går inte att nå just nu. Försök igen senare.",
	"direct_debit_blocked": "Ditt konto är spärrat för betalningar med autogiro.",
	"direct_debit_limit_reached": "Din gräns för betalningar med autogiro är nådd. Använd ett annat betalsätt.",
	"sms_code_invalid": "Ogiltig kod",
	"sms_unavailable": "Vi kan inte skicka sms just nu. Försök igen senare.",
	"refund_window_passed": "Returperioden för den här beställningen har gått ut; bara en administratör kan återbetala den.",
	"refund_not_possible": "Den här återbetalningen är inte möjlig.",
	"data_export_too_soon": "Du kan begära en kopia av din data en gång per dag. Du kan begära igen från {at}.",
	"appeal_not_allowed": "Beslutet kan inte (längre) överklagas.",
	"fictional_warning_unconfirmed": "Bekräfta meddelandet om fiktiva profiler innan du skriver till en."
};
var validation = {
	"required": "Fyll i det här fältet.",
	"invalid": "Värdet är ogiltigt.",
	"invalid_email": "Ogiltig e-postadress",
	"name_invalid": "Använd 2 till 30 bokstäver eller siffror; mellanslag, punkter, bindestreck och understreck är tillåtna, men inte först eller sist.",
	"name_equals_email": "Ditt användarnamn får inte vara din e-postadress.",
	"name_starts_with_at": "Ditt användarnamn får inte börja med @.",
	"password_too_short": "Använd minst 8 tecken.",
	"password_too_long": "Använd högst 128 tecken.",
	"password_too_common": "Det här lösenordet är för vanligt, välj ett annat.",
	"password_personal": "Ditt lösenord får inte vara din e-postadress eller ditt användarnamn.",
	"dob_min_age": "Ange ditt födelsedatum ({min_age}+)",
	"dob_invalid": "Ogiltigt födelsedatum.",
	"passwords_differ": "Lösenorden du har angett stämmer inte överens.",
	"new_email_invalid": "Den nya e-postadressen är ogiltig.",
	"too_long": "Texten är för lång.",
	"too_short": "Texten är för kort.",
	"confirmation_required": "Du måste bekräfta.",
	"did_you_mean": "Menade du {suggestion}?",
	"invalid_iban": "Ogiltigt IBAN",
	"invalid_phone": "Ange ett giltigt mobilnummer.",
	"authorization_required": "Godkänn autogirot för att fortsätta.",
	"code_invalid": "Ange den 6-siffriga koden från SMS:et."
};
var common = {
	"close": "Stäng",
	"back": "Tillbaka",
	"next": "Nästa",
	"continue": "Fortsätt",
	"choose": "Välj",
	"cancel": "Avbryt"
};
var fields = {
	"email": "E-postadress",
	"name": "Användarnamn",
	"password": "Lösenord",
	"new_password": "Nytt lösenord",
	"password_repeat": "Upprepa det nya lösenordet",
	"old_password": "Nuvarande lösenord",
	"new_email": "Ny e-postadress",
	"date_of_birth": "Födelsedatum",
	"day": "Dag",
	"month": "Månad",
	"year": "År",
	"gender": "Jag är",
	"sexuality": "Min sexuella läggning",
	"country": "Land",
	"signup_message": "Ditt första meddelande (valfritt)",
	"city": "Stad",
	"about": "Om mig",
	"interests": "Intressen",
	"hair_colour": "Hårfärg",
	"eye_colour": "Ögonfärg",
	"body_type": "Kroppstyp",
	"relationship_status": "Relationsstatus"
};
var profile = {
	"gender": {
		"male": "Man",
		"female": "Kvinna"
	},
	"sexuality": {
		"hetero": "Hetero",
		"gay": "Gay",
		"lesbian": "Lesbisk",
		"bi": "Bisexuell"
	},
	"hair_colour": {
		"black": "Svart",
		"brown": "Brun",
		"blond": "Blond",
		"red": "Röd",
		"grey": "Grå",
		"white": "Vit",
		"bald": "Skallig",
		"other": "Annat"
	},
	"eye_colour": {
		"brown": "Brun",
		"blue": "Blå",
		"green": "Grön",
		"grey": "Grå",
		"hazel": "Nötbrun",
		"other": "Annat"
	},
	"body_type": {
		"slim": "Smal",
		"athletic": "Atletisk",
		"average": "Genomsnittlig",
		"muscular": "Muskulös",
		"stocky": "Satt",
		"large": "Kraftig"
	},
	"relationship_status": {
		"single": "Singel",
		"relationship": "I ett förhållande",
		"open_relationship": "Öppet förhållande",
		"married": "Gift",
		"divorced": "Skild",
		"widowed": "Änkling"
	}
};
var login = {
	"title": "Logga in",
	"submit": "Logga in",
	"forgot_password": "Glömt lösenordet?",
	"no_account": "Inget konto än?"
};
var signup = {
	"title": "Registrera dig gratis",
	"progress": "Steg {step} av {count}",
	"steps": {
		"email": {
			"title": "Vad är din e-postadress?",
			"text": "Vi skickar en länk så att du kan bekräfta den. Andra medlemmar ser den aldrig."
		},
		"name": {
			"title": "Välj ett användarnamn",
			"text": "Det här är namnet som andra medlemmar ser."
		},
		"password": {
			"title": "Välj ett lösenord",
			"text": "Minst 8 tecken. Håll det för dig själv."
		},
		"date_of_birth": {
			"title": "När är du född?",
			"text": "Bara vuxna får gå med. Medlemmar ser din ålder, aldrig ditt födelsedatum."
		},
		"about": {
			"title": "Om dig",
			"text": "Det hjälper oss att visa dig rätt män."
		}
	},
	"submit": "Skapa mitt konto",
	"consent": "Genom att skapa ett konto bekräftar du att du är {min_age} år eller äldre och godkänner våra villkor:",
	"have_account": "Redan medlem?",
	"login_instead": "Logga in med den här adressen",
	"message_hint": "Vi skickar det till den här medlemmen så snart ditt konto är klart.",
	"invite_only": {
		"title": "Registrering endast via inbjudan",
		"text": "{site} är just nu bara öppen för inbjudna medlemmar. Använd länken i din inbjudan."
	},
	"closed": {
		"title": "Registreringen är stängd",
		"text": "{site} tar inte emot nya medlemmar just nu. Försök igen senare."
	},
	"complete": {
		"title": "Bekräfta din e-postadress",
		"text": "Nästan klart! Vi har skickat en länk till {email}. Klicka på den för att aktivera ditt konto.",
		"confirmed": "Din e-postadress är bekräftad. Ha det så kul!"
	},
	"matches": {
		"title": "Dina första matchningar",
		"text": "Medlemmar som passar dig och har varit här nyligen. Gilla dem du fastnar för eller skriv till dem.",
		"empty": "Inga förslag just nu: sök bland medlemmarna själv."
	}
};
var activation = {
	"reminder_title": "Aktivera ditt konto",
	"reminder_text": "Vi har skickat en länk till {email}. Klicka på den för att bekräfta din e-postadress och göra din profil synlig.",
	"spam_hint": "Inget mejl? Kolla i din skräppostmapp.",
	"resend": "Skicka mejlet igen",
	"resent": "Vi har skickat mejlet igen.",
	"done_title": "Ditt konto är aktiverat",
	"done_text": "Tack för att du bekräftade din e-postadress. Nu kan andra medlemmar hitta din profil.",
	"done_continue": "Fortsätt till medlemmarna",
	"error_title": "Aktiveringen misslyckades",
	"login_to_resend": "Logga in för att få ett nytt mejl",
	"already_confirmed": "Din e-postadress är redan bekräftad."
};
var reset = {
	"intro": "Ange e-postadressen till ditt konto, så skickar vi en länk där du kan välja ett nytt lösenord.",
	"submit": "Skicka länken",
	"sent": "Vi har skickat en länk till {email}. Klicka på den för att välja ett nytt lösenord.",
	"back_to_login": "Tillbaka till inloggningen",
	"request_new": "Begär ett nytt mejl",
	"save": "Spara det nya lösenordet"
};
var mail_change = {
	"done": "Din e-postadress är nu {email}.",
	"done_no_session": "Din nya e-postadress är bekräftad.",
	"request_new": "Begär en ny länk i inställningarna"
};
var settings = {
	"save": "Spara",
	"saved": "Sparat.",
	"account": {
		"title": "Konto",
		"current_email": "Din e-postadress:",
		"change_email": "Ändra e-postadress",
		"mail_sent": "Vi har skickat en länk till {email}. Klicka på den för att bekräfta din nya adress; tills dess används din nuvarande."
	},
	"password": {
		"title": "Lösenord",
		"submit": "Byt lösenord",
		"changed": "Ditt lösenord har ändrats."
	},
	"language": {
		"title": "Språk",
		"label": "Språket på den här webbplatsen och i våra mejl"
	},
	"location": { "title": "Plats" },
	"notifications": {
		"title": "Aviseringar via e-post",
		"intro": "Välj vilka mejl du får från oss.",
		"types": {
			"message": "Nya meddelanden",
			"like": "Nya likes",
			"match": "Nya matchningar",
			"visit": "Besök på din profil",
			"newsletter": "Nyheter och specialerbjudanden"
		},
		"disabled": {
			"spam_complaint": "Vi har slutat skicka mejl till dig eftersom ett av dem markerades som skräppost.",
			"bounce": "Vi har slutat skicka mejl till dig eftersom de inte kunde levereras till din adress.",
			"unsubscribed": "Vi har slutat skicka mejl till dig eftersom du avregistrerade dig i din mejlapp."
		}
	},
	"first_contact": {
		"title": "Första meddelanden",
		"intro": "Under dina första dagar här kan en av dessa profiler skriva till dig först. Vill du hellre slippa det, stäng av det här: då svarar de bara på dina meddelanden.",
		"label": "Dessa profiler får skriva till mig först"
	},
	"data_export": {
		"title": "Ladda ner min data",
		"intro": "Få en kopia av allt vi sparar om dig: din profil, foton, gillningar, konversationer, beställningar, krediter, aviseringsinställningar, inloggningar och anmälningar, i en ZIP-fil. Vi mejlar dig en länk så snart den är klar; den fungerar i {days, plural, one {# dag} other {# dagar}}. Du kan begära den en gång per dag.",
		"preparing": "Vi förbereder din data. Du får ett mejl när den är klar.",
		"ready": "Din data är klar. Du kan ladda ner den fram till {date}.",
		"download": "Ladda ner ZIP-fil",
		"expired": "Din senaste nedladdningslänk har gått ut. Begär en ny kopia om du behöver.",
		"request": "Begär en kopia av min data"
	},
	"delete": {
		"title": "Radera konto",
		"intro": "När du raderar ditt konto döljs din profil direkt. I {days, plural, one {# dag} other {# dagar}} kan du fortfarande få tillbaka det; därefter raderas allt för gott.",
		"start": "Radera mitt konto…",
		"offer": "Stanna och få {percent} % rabatt på dina nästa krediter",
		"offer_text": "Vi skulle bli ledsna om du försvann. Stanna, så blir dina nästa krediter billigare.",
		"offer_accept": "Stanna och få min kod",
		"offer_decline": "Nej tack, radera mitt konto",
		"code_title": "Din personliga rabattkod",
		"code_text": "{percent} % rabatt på ett köp av krediter, giltig till {date}. Den dras av automatiskt när du betalar.",
		"code_use": "Köp krediter med min rabatt",
		"warning": "Din profil försvinner direkt. Vi mejlar dig en länk som ger dig tillbaka ditt konto inom {days, plural, one {# dag} other {# dagar}}; därefter raderas det för gott.",
		"confirm_label": "Ja, jag vill radera mitt konto",
		"submit": "Radera mitt konto",
		"cancel": "Behåll mitt konto"
	}
};
var account_deleted = {
	"text": "Ditt konto är raderat. Det tas bort för gott om {days, plural, one {# dag} other {# dagar}}.",
	"reactivate": "Vi har skickat ett mejl till dig med en länk för att återaktivera det. Ångrat dig? Klicka på länken inom {days, plural, one {# dag} other {# dagar}}."
};
var home = {
	"lead": "Sök bland profiler nära dig, gilla dem du fastnar för, matcha och chatta i realtid. Det är gratis att registrera sig och tar bara en minut.",
	"cta_signup": "Registrera dig gratis",
	"cta_browse": "Bläddra bland medlemmar",
	"adults_only": "Endast 18+. Din integritet kommer först.",
	"features": {
		"search": { "title": "Sök och gilla" },
		"swipe": {
			"title": "Spela swipespelet",
			"text": "Swipea höger för att gilla, vänster för att hoppa över. Nya ansikten varje dag, direkt i mobilen."
		},
		"chat": {
			"title": "Chatta i realtid",
			"text": "Meddelanden, bilder och gåvor kommer fram i samma stund som de skickas, på alla enheter."
		}
	},
	"steps_title": "Så funkar det",
	"steps": {
		"profile": "Skapa din profil och lägg till en bild.",
		"like": "Gilla medlemmar och matcha med dem som gillar dig tillbaka.",
		"chat": "Börja chatta och se vart det leder."
	},
	"reactivated": "Välkommen tillbaka, ditt konto är aktivt igen",
	"niche": {
		"general": {
			"kicker": "{site}: dejting och chatt",
			"title": "Träffa singlar som vill samma sak som du",
			"search": "Filtrera på ålder, land och region och gilla personerna du vill träffa. Gillar ni varandra blir det en match."
		},
		"she": {
			"kicker": "{site}: lesbisk dejting och chatt",
			"title": "Träffa kvinnor som älskar kvinnor",
			"search": "Filtrera på ålder, land och region och gilla kvinnorna du vill träffa. Gillar ni varandra blir det en match."
		},
		"bdsm": {
			"kicker": "{site}: BDSM-dejting och chatt",
			"title": "Träffa partner som delar dina lustar",
			"search": "Filtrera på ålder, land och region och gilla partnerna du vill träffa. Gillar ni varandra blir det en match."
		},
		"bbw": {
			"kicker": "{site}: dejting och chatt med kurviga kvinnor",
			"title": "Träffa kurviga kvinnor som älskar den de är",
			"search": "Filtrera på ålder, land och region och gilla de kurviga kvinnorna du vill träffa. Gillar ni varandra blir det en match."
		},
		"gilf": {
			"kicker": "{site}: dejting och chatt med kvinnor över 60",
			"title": "Träffa kvinnor över 60 som fortfarande älskar att flörta",
			"search": "Filtrera på ålder, land och region och gilla kvinnorna du vill träffa. Gillar ni varandra blir det en match."
		},
		"milf": {
			"kicker": "{site}: dejting och chatt med mogna kvinnor",
			"title": "Träffa mogna kvinnor som vet vad de vill",
			"search": "Filtrera på ålder, land och region och gilla de mogna kvinnorna du vill träffa. Gillar ni varandra blir det en match."
		},
		"gay": {
			"kicker": "{site}: gaydejting och chatt",
			"title": "Träffa män som vill samma sak som du",
			"search": "Filtrera på ålder, land och region och gilla männen du vill träffa. Gillar ni varandra blir det en match."
		}
	}
};
var routes = {
	"index": "Startsida",
	"likes": "Likes",
	"likes-type": "Likes",
	"likes-m-id": "Likes",
	"chats": "Meddelanden",
	"chats-id": "Konversation",
	"members": "Sök medlemmar",
	"members-id": "Medlemsprofil",
	"members-id-chat": "Chatt",
	"members-id-landing": "Träffa den här medlemmen",
	"members-id-signup": "Registrera dig",
	"members-id-landing2-slug": "Träffa den här medlemmen",
	"members-id-landing3-slug": "Träffa den här medlemmen",
	"profile": "Min profil",
	"settings": "Inställningar",
	"signup": "Registrera dig",
	"signup-matches": "Dina matchningar",
	"complete-signup": "Slutför din registrering",
	"login": "Logga in",
	"reset-password": "Återställ lösenord",
	"reset-password-do": "Välj ett nytt lösenord",
	"account-deleted": "Kontot har raderats",
	"activate-done": "Kontot har aktiverats",
	"activate-error": "Aktiveringen misslyckades",
	"mail-change-do": "Bekräfta ny e-postadress",
	"credits": "Krediter",
	"credits-id-paymentmethod": "Kassa",
	"credits-repeat-order": "Beställ igen",
	"directdebit": "Autogiro",
	"transactions-id": "Beställningar",
	"premium": "Premium",
	"pricing": "Priser",
	"notifications": "Aviseringar",
	"match-finder": "Matchfinder",
	"swipe-game": "Swipespel",
	"complaints": "Klagomål",
	"lang-config": "Språkinställningar",
	"landers-tinderswipe": "Swipea och träffas",
	"landers-alonetonight-slug": "Ensam i kväll?",
	"landers-collagelanding-slug": "Träffa nya män",
	"landers-gallery-slug": "Medlemsgalleri",
	"landers-iconslanding-slug": "Hitta din typ",
	"landers-maplanding-slug": "Män nära dig",
	"landers-socialnetwork-slug": "Gå med i communityn",
	"landers-transitionsvideolanding-slug": "Träffa nya män",
	"landers-video-slug": "Träffa nya män",
	"pages-ban": "Åtkomstspärr",
	"pages-cookies": "Cookies",
	"pages-faq": "Vanliga frågor",
	"pages-privacy": "Integritetspolicy",
	"pages-return-policy": "Returer och återbetalningar",
	"pages-service": "Kundtjänst",
	"pages-terms": "Allmänna villkor",
	"pages-token": "Information"
};
var region_labels = {
	"province": "Provins",
	"state": "Delstat",
	"canton": "Kanton",
	"county": "Län",
	"voivodeship": "Vojvodskap",
	"region": "Region"
};
var interests = {
	"adventure": "Äventyr",
	"analsex": "Analsex",
	"animals": "Djur",
	"art": "Konst",
	"astrology": "Astrologi",
	"bbq": "Grillning",
	"beach": "Strand",
	"beer": "Öl",
	"biking": "Cykling",
	"bondage": "Bondage",
	"coffee": "Kaffe",
	"cooking": "Matlagning",
	"dancing": "Dans",
	"exchanging_pictures": "Utbyta bilder",
	"fashion": "Mode",
	"foodie": "Matälskare",
	"gardening": "Trädgårdsarbete",
	"gym": "Gym",
	"hiking": "Vandring",
	"hugging": "Kramar",
	"kissing": "Kyssar",
	"lingerie": "Underkläder",
	"massages": "Massage",
	"masturbating": "Onani",
	"movies": "Film",
	"music": "Musik",
	"one_night_stand": "Engångsligg",
	"oral_sex": "Oralsex",
	"outdoors": "Friluftsliv",
	"party": "Fest",
	"photography": "Fotografering",
	"politics": "Politik",
	"public_sex": "Offentlig sex",
	"reading": "Läsning",
	"relationship": "Förhållande",
	"sadomasochism": "Sadomasochism",
	"safe_sex": "Säker sex",
	"sex": "Sex",
	"sex_toys": "Sexleksaker",
	"shopping": "Shopping",
	"sports": "Sport",
	"sushi": "Sushi",
	"tattoos": "Tatueringar",
	"tea": "Te",
	"theater": "Teater",
	"threesome": "Trekant",
	"travelling": "Resor",
	"vegetarian": "Vegetarian",
	"video_games": "Tv-spel",
	"wine": "Vin"
};
var premium_cta = { "button": "Skaffa Premium" };
var signup_cta = {
	"title": "Registrera dig för att se mer",
	"text": "Skapa ditt gratiskonto eller logga in för att se profiler, gilla medlemmar och chatta."
};
var members = {
	"fictional": "Fiktiv profil",
	"fictional_plural": "Fiktiva profiler",
	"age_short": "{age}",
	"photo_of": "Bild på {name}",
	"no_photo": "{name} har ingen bild än",
	"private_photo": "Privat bild",
	"blurred_photo": "Suddig bild",
	"login_to_see_photos": "Logga in eller registrera dig för att se alla bilder.",
	"photo_number": "{name}: bild {number} av {count}",
	"photos": "Bilder",
	"show_photo": "Visa bild {number}",
	"blocked_title": "Den här profilen är inte tillgänglig",
	"details": "Detaljer",
	"fields": {
		"gender": "Kön",
		"sexuality": "Läggning",
		"hair_colour": "Hår",
		"eye_colour": "Ögon",
		"body_type": "Kroppstyp",
		"relationship_status": "Relation"
	},
	"chat": "Chatta",
	"more": "Fler åtgärder",
	"block": "Blockera",
	"unblock": "Häv blockering",
	"report": "Anmäl den här profilen",
	"block_title": "Blockera {name}?",
	"block_text": "{name} kan inte längre se din profil eller kontakta dig, och ni ser inte längre varandra i sökningen. Du kan när som helst häva blockeringen på profilen.",
	"you_blocked": "Du har blockerat {name}. Medlemmen kan inte se din profil eller kontakta dig.",
	"also_report": "Anmäl även {name} till vårt team",
	"block_and_report": "Blockera och anmäl"
};
var likes = {
	"like": "Gilla",
	"liked": "Gillad",
	"like_name": "Gilla {name}",
	"unlike_name": "Ta tillbaka din like till {name}",
	"match_badge": "Det är en match",
	"likes_you": "Gillar dig",
	"tabs_label": "Typer av likes",
	"tabs": {
		"received": "Mottagna",
		"sent": "Skickade",
		"matches": "Matchningar"
	},
	"new": "Ny",
	"new_count": "{count, plural, one {# ny} other {# nya}}",
	"empty": {
		"received": "Inga likes än",
		"sent": "Du har inte gillat någon än",
		"matches": "Inga matchningar än"
	},
	"empty_text": "Gilla medlemmarna du fastnar för: när någon gillar dig tillbaka blir det en match."
};
var like_modal = {
	"match_title": "Det är en match!",
	"match_text": "Du och {name} gillar varandra.",
	"like_title": "{name} gillar dig!",
	"like_text": "Gilla honom tillbaka så blir det en match.",
	"send_message": "Skicka ett meddelande",
	"view_profile": "Visa profil",
	"click_to_close": "Klicka var som helst för att stänga"
};
var search = {
	"filters": "Sökfilter",
	"gender": "Söker",
	"any_gender": "Alla",
	"genders": {
		"male": "Män",
		"female": "Kvinnor"
	},
	"any_country": "Alla länder",
	"any_region": "Överallt",
	"age": "Ålder",
	"min_age": "Lägsta ålder",
	"max_age": "Högsta ålder",
	"reset": "Rensa filter",
	"result_count": "{count, plural, =0 {Inga medlemmar hittades} one {# medlem hittades} other {# medlemmar hittades}}",
	"no_results": "Inga medlemmar matchar din sökning",
	"no_results_text": "Prova ett bredare åldersspann eller en annan region.",
	"similar_title": "Liknande medlemmar",
	"similar_text": "{count, plural, one {# medlem ligger nära din sökning} other {# medlemmar ligger nära din sökning}}",
	"login_required_title": "Registrera dig för att söka bland medlemmarna",
	"login_required_text": "Sökningen är bara för medlemmar. Skapa ditt gratiskonto eller logga in för att se vilka som finns nära dig."
};
var pagination = {
	"label": "Sidor",
	"previous": "Föregående sida",
	"next": "Nästa sida",
	"page": "Sida {page}"
};
var match_finder = {
	"intro": "Medlemmar som passar dig. Gilla dem du fastnar för: gillar de dig tillbaka blir det en match.",
	"refresh": "Andra förslag",
	"empty": "Inga förslag just nu. Försök igen senare eller sök själv."
};
var swipe = {
	"help": "Dra ett kort åt höger för att gilla eller åt vänster för att hoppa över, eller använd knapparna eller piltangenterna.",
	"like_stamp": "GILLA",
	"nope_stamp": "NEJ",
	"view_profile": "Visa profilen för {name}",
	"likes_left": "{count, plural, one {# like kvar i dag} other {# likes kvar i dag}}",
	"premium_text": "Premium-medlemmar gillar utan gräns.",
	"pass": "Hoppa över {name}",
	"pass_hint": "Hoppa över (←)",
	"like": "Gilla {name}",
	"like_hint": "Gilla (→)",
	"empty_title": "Du har sett alla för tillfället",
	"empty_text": "Nya medlemmar ansluter varje dag. Kom tillbaka senare eller sök själv bland medlemmarna."
};
var complaints = {
	"intro": "Berätta vad som gick fel. Vi läser varje klagomål och svarar inom några arbetsdagar.",
	"intro_member": "Berätta vad som är fel med den här profilen. Medlemmen får inte veta vem som anmälde profilen.",
	"reason": "Anledning",
	"reasons": {
		"fake_profile": "Falsk profil",
		"harassment": "Trakasserier",
		"threats": "Hot",
		"spam": "Spam eller reklam",
		"underage": "Kanske under 18",
		"offensive_photo": "Stötande bild",
		"payment": "Betalningsproblem",
		"other": "Något annat"
	},
	"message": "Ditt meddelande",
	"message_hint": "{count} / {max} tecken, minst 10",
	"email": "Din e-postadress",
	"email_hint": "Vi svarar dig på den här adressen.",
	"submit": "Skicka klagomål",
	"sent_title": "Tack",
	"sent_text": "Vi har tagit emot ditt klagomål och tittar på det.",
	"back_to_profile": "Tillbaka till profilen",
	"sent_reference": "Din referens är {reference}. Vi har mejlat dig en bekräftelse.",
	"about_message": "Du anmäler ett meddelande från din chatt med den här medlemmen.",
	"mine_title": "Klagomål",
	"mine_intro": "Klagomål du har lämnat och klagomål på ditt konto, med våra beslut.",
	"mine_none": "Du har inte lämnat några klagomål och det finns inga på ditt konto.",
	"about_you": "Ett klagomål på ditt konto",
	"yours_about": "Ditt klagomål på {name}",
	"yours": "Ditt klagomål",
	"reference": "Referens",
	"content_label": "Innehåll",
	"decision_label": "Beslut",
	"until": "till {date}",
	"rule_label": "Regel",
	"why": "Varför",
	"appeal_label": "Överklagan",
	"appeal_waiting": "Skickad {date}; en annan person i vårt team prövar den.",
	"appeal": "Överklaga beslutet",
	"appeal_until": "Du kan överklaga en gång, till {date}.",
	"appeal_text": "Varför bör vi titta på det igen?",
	"appeal_submit": "Skicka överklagan",
	"status": {
		"open": "Väntar på vårt team",
		"decided": "Beslutat",
		"appealed": "Överklagan prövas",
		"closed": "Överklagan avgjord"
	},
	"content": {
		"message": "Ett chattmeddelande",
		"photo": "En profilbild"
	},
	"decisions": {
		"no_action": "Ingen åtgärd",
		"warning": "En varning",
		"remove_content": "Innehållet har tagits bort",
		"suspend": "Kontot är tillfälligt avstängt",
		"ban": "Kontot är avstängt"
	},
	"appeal_outcomes": {
		"upheld": "Beslutet står fast",
		"reversed": "Beslutet har upphävts"
	}
};
var own_profile = {
	"view_as_others": "Visa profilen som andra ser den",
	"basics": "Om dig",
	"where": "Var du bor",
	"looks": "Utseende och status",
	"not_specified": "Inte angivet",
	"interests_hint": "{count, plural, =0 {Välj det du gillar; det hjälper andra att hitta dig.} one {# intresse valt} other {# intressen valda}}",
	"about_placeholder": "Berätta för andra vem du är och vad du söker.",
	"about_count": "{count} / {max}",
	"save": "Spara profilen",
	"photos": "Dina bilder",
	"photo_count": "{count} av {limit} bilder",
	"reorder_hint": "Dra bilderna för att ändra ordningen, eller använd pilknapparna. Huvudbilden är den som andra ser först.",
	"uploading": "Laddar upp {name}…",
	"upload_progress": "Uppladdningsförlopp",
	"add_photo": "Lägg till en bild",
	"photo_types": "JPEG, PNG, WebP eller AVIF",
	"upload_private": "Ladda upp som privat bild (bara Premium-medlemmar ser den)",
	"limit_free": "Du har {limit} bilder, det högsta antalet för en gratismedlem. Premium-medlemmar kan ladda upp upp till {premium}.",
	"status": {
		"pending": "Granskas",
		"rejected": "Avvisad",
		"active": "Synlig"
	},
	"rejected_text": "Den här bilden följer inte våra regler. Radera den och ladda upp en annan.",
	"rejected_reason": "Orsak: {reason}",
	"text_rejected": {
		"name": "En moderator godkände inte ditt nya namn ({reason}). Ditt tidigare namn visas igen.",
		"about": "En moderator godkände inte din nya text under ”Om mig” ({reason}). Din tidigare text visas igen."
	},
	"main": "Huvudbild",
	"private": "Privat",
	"set_main": "Gör till huvudbild",
	"private_switch": "Privat",
	"move_earlier": "Flytta bild {number} framåt",
	"move_later": "Flytta bild {number} bakåt",
	"delete_photo": "Radera bild {number}",
	"delete_title": "Radera den här bilden?",
	"delete_text": "Bilden tas bort från din profil för gott.",
	"delete": "Radera",
	"photo_alt": "Din bild {number}"
};
var chats = {
	"waiting": "{count, plural, one {# nyhet väntar på dig} other {# nyheter väntar på dig}}",
	"no_messages_yet": "Inga meddelanden än",
	"preview_gift": "Gåva",
	"preview_photo": "Bild",
	"empty_title": "Inga konversationer än",
	"empty_text": "Hitta någon du gillar och skicka det första meddelandet.",
	"unread": "{count, plural, one {# oläst meddelande} other {# olästa meddelanden}}",
	"delete": "Radera konversationen med {name}",
	"pick_conversation": "Välj en konversation att läsa och svara på.",
	"not_found": "Konversationen kunde inte hittas.",
	"back": "Tillbaka till meddelanden",
	"load_older": "Visa äldre meddelanden",
	"start_text": "Säg hej till {name}!",
	"read": "Läst",
	"delivered": "Skickat",
	"sending": "Skickar…",
	"send_failed": "Inte skickat.",
	"retry": "Försök igen",
	"buy_credits": "Köp krediter",
	"send_gift": "Skicka en gåva",
	"send_photo": "Skicka en bild",
	"placeholder": "Skriv ett meddelande…",
	"send": "Skicka",
	"length_counter": "{count} / {max}",
	"cost_hint": "Meddelande: {message, plural, one {# kredit} other {# krediter}} · bild: {photo, plural, one {# kredit} other {# krediter}} · gåva: {gift, plural, one {# kredit} other {# krediter}}",
	"cost_minimum": "(minst {amount} per meddelande)",
	"gifts_title": "Skicka en gåva",
	"gift_cost": "Varje gåva kostar {credits, plural, one {# kredit} other {# krediter}}.",
	"icebreaker_title": "Bryt isen med {name}",
	"icebreaker_text": "Osäker på hur du ska börja? Välj ett meddelande och ändra det som du vill.",
	"deleted_member": "Borttagen medlem",
	"deleted_member_note": "Den här medlemmen har tagit bort sitt konto. Du kan läsa konversationen men inte längre svara.",
	"report_message": "Anmäl det här meddelandet",
	"fictional_warning_title": "Innan du skriver: det här är en fiktiv profil",
	"fictional_warning_confirm": "Jag har läst detta och vill fortsätta"
};
var icebreakers = {
	"weekend": "Hej! Har du några roliga planer i helgen?",
	"photo": "Hej, jag gillar verkligen din bild. Var är den tagen?",
	"music": "Hej! Vad lyssnar du på för musik?",
	"travel": "Tjena! Vilket är det bästa stället du har rest till?",
	"coffee": "Hej! Sugen på att ta en fika tillsammans någon gång?",
	"movie": "Tjena! Sett någon bra film på sistone?"
};
var time_bonus = {
	"strip_label": "Välkomsterbjudande",
	"strip_title": "{percentage} % välkomstbonus – passa på!",
	"ends_in": "Slutar om",
	"strip_cta": "Få {percentage} % rabatt",
	"hide": "Dölj erbjudandet",
	"modal_title": "Din välkomstbonus på {percentage} %",
	"modal_text": "Som ny medlem får du {percentage} % rabatt på dina första krediter. Börja chatta direkt!",
	"act_fast": "Passa på – erbjudandet slutar om",
	"modal_cta": "Få {percentage} % rabatt nu",
	"later": "Kanske senare"
};
var direct_debit = {
	"title": "Betala med SEPA-autogiro",
	"intro": "Betala direkt från ditt bankkonto. Du bekräftar medgivandet med en kod som vi skickar till din mobil.",
	"other_methods": "Andra betalsätt",
	"choose_other_method": "Välj ett annat betalsätt",
	"not_available": "Autogiro är inte tillgängligt i ditt land.",
	"retry": "Försök igen",
	"summary_title": "Din beställning",
	"bundle_credits": "{credits, plural, one {# kredit} other {# krediter}}",
	"method": "SEPA-autogiro",
	"refund_right": "Du kan få en autogirodragning återbetald av din bank inom 8 veckor.",
	"steps": "Steg",
	"step_details": "Dina uppgifter",
	"step_code": "SMS-kod",
	"account_section": "Bankkonto",
	"account_holder": "Kontoinnehavare",
	"iban": "IBAN",
	"address_section": "Kontoinnehavarens adress",
	"street": "Gata",
	"house_number": "Husnr",
	"postal_code": "Postnummer",
	"city": "Ort",
	"mobile": "Mobilnummer",
	"mobile_hint": "Vi skickar en bekräftelsekod till det här numret via SMS.",
	"mandate": "Jag ger {company} medgivande att dra detta belopp ({amount}) från mitt konto via SEPA-autogiro, och min bank att belasta mitt konto i enlighet med detta. Jag har rätt till återbetalning från min bank enligt villkoren i mitt avtal med banken; återbetalning måste begäras inom 8 veckor från den dag mitt konto belastades.",
	"creditor": "Betalningsmottagare: {company}, {address}",
	"send_code": "Skicka bekräftelsekod",
	"code_title": "Bekräfta med koden från SMS:et",
	"code_sent": "Vi har skickat en kod till {phone}.",
	"code": "6-siffrig kod",
	"code_resent": "Vi har skickat en ny kod till dig.",
	"confirm": "Bekräfta och betala {amount}",
	"change_details": "Ändra uppgifter",
	"resend": "Skicka en ny kod",
	"privacy": "Dina bankuppgifter skickas krypterade och används bara för betalningar som du godkänner."
};
var payment_methods = {
	"creditcard": "Kreditkort",
	"banktransfer": "Banköverföring",
	"directdebit": "SEPA-autogiro"
};
var credits = {
	"title": "Köp krediter",
	"lead": "Krediter betalar för meddelanden, foton och gåvor. Välj det paket som passar dig.",
	"code_carried": "Din kod {code} ger dig {percent} % rabatt: välj ett paket så dras den av när du betalar.",
	"reload": "Försök igen",
	"trust": {
		"secure": "Säker betalning",
		"no_subscription": "Engångsbetalning, ingen prenumeration",
		"returns": "{days} dagars fri retur"
	},
	"highlight": {
		"popular": "Populärast",
		"best_value": "Bäst pris"
	},
	"credits_unit": "{count, plural, one {kredit} other {krediter}}",
	"credits_count": "{count, plural, one {# kredit} other {# krediter}}",
	"per_message": "{price} per meddelande",
	"saving": "Spara {percent} %",
	"choose": "Välj",
	"choose_label": "Välj {count, plural, one {# kredit} other {# krediter}}",
	"balance": "Ditt saldo",
	"premium_badge": "Premium",
	"orders_link": "Dina beställningar och kvitton",
	"buy_again": {
		"creditcard": "Köp igen med ditt kort {label}",
		"directdebit": "Köp igen med autogiro {label}"
	},
	"costs": {
		"title": "Vad krediter betalar för",
		"message": "Ett meddelande",
		"photo": "Ett foto",
		"gift": "En gåva"
	}
};
var checkout = {
	"title": "Kassa",
	"lead": "{count, plural, one {# kredit} other {# krediter}} för {price}",
	"back_to_bundles": "Alla paket",
	"not_found": "Det här paketet finns inte",
	"not_found_text": "Det erbjuds kanske inte längre. Välj ett av våra nuvarande paket.",
	"method_title": "Betalningssätt",
	"summary_title": "Din beställning",
	"discount_line": "Rabatt ({percent} %)",
	"total": "Totalt",
	"pay": "Betala {amount}",
	"discount": {
		"title": "Rabattkod",
		"label": "Rabattkod",
		"placeholder": "Ange en rabattkod",
		"placeholder_other": "Har du en annan kod?",
		"apply": "Använd",
		"welcome_applied": "{percent} % välkomstbonus tillämpad",
		"applied": "Kod {code}: {percent} % rabatt tillämpad",
		"remove": "Ta bort koden {code}",
		"unfit": "Koden {code} gäller inte för det här betalningssättet eller paketet.",
		"minimum_order": "Den här koden gäller för beställningar från {amount}."
	},
	"confirm": {
		"title": "Bekräfta din betalning",
		"redirect": "Du fortsätter till en säker sida för att betala med {method}.",
		"terms": "Genom att fortsätta godkänner du våra villkor:",
		"cancel": "Tillbaka",
		"continue": "Betala {amount} nu"
	}
};
var repeat_order = {
	"title": "Köp igen",
	"lead": "Betala i ett steg med ett kort eller medgivande som du har använt tidigare.",
	"none": "Inget sparat betalningssätt",
	"none_text": "När du har betalat en gång med kort eller autogiro kan du köpa igen här i ett steg.",
	"choose_bundle": "Välj ett paket",
	"bundle_title": "Paket",
	"method_title": "Betala med",
	"declined_text": "Ditt kort nekades. Försök igen eller betala paketet med PayPal.",
	"retry": "Försök igen",
	"pay_with_paypal": "Betala med PayPal"
};
var payment_result = {
	"title": "Betalning",
	"waiting": "Väntar på din betalning…",
	"waiting_text": "Sidan uppdateras av sig själv så snart din betalning är bekräftad.",
	"completed": "Betalningen är klar",
	"credits_added": "{count, plural, one {# kredit har} other {# krediter har}} lagts till på ditt konto.",
	"balance": "Ditt saldo är nu {count, plural, one {# kredit} other {# krediter}}.",
	"premium_title": "Välkommen till Premium!",
	"premium_text": "Nu ser du alla foton, kan ladda upp upp till {photos} foton och chatta med alla.",
	"start": "Börja chatta",
	"receipt": "Visa kvitto",
	"failed": "Betalningen misslyckades eller avbröts.",
	"failed_text": "Inget har dragits. Försök igen eller välj ett annat betalningssätt.",
	"try_again": "Försök igen",
	"other_method": "Välj ett annat sätt"
};
var orders = {
	"title": "Dina beställningar",
	"buy": "Köp krediter",
	"empty": "Inga beställningar än",
	"empty_text": "Dina köp och deras kvitton visas här.",
	"status": {
		"pending": "Väntar",
		"paid": "Betald",
		"failed": "Misslyckad",
		"canceled": "Avbruten",
		"expired": "Utgången"
	}
};
var credit_history = {
	"title": "Kredithistorik",
	"empty": "Inga ändringar av dina krediter ännu.",
	"balance": "Saldo {balance}",
	"more": "Visa fler",
	"kinds": {
		"signup": "Välkomstkrediter",
		"purchase": "Köpta krediter",
		"message": "Meddelande skickat",
		"photo": "Foto skickat",
		"gift": "Gåva skickad",
		"correction": "Rättelse från kundtjänsten",
		"refund": "Återbetalning",
		"chargeback": "Betalning återförd",
		"other": "Annan ändring"
	}
};
var receipt = {
	"title": "Kvitto",
	"number": "Ordernr {id}",
	"not_found": "Beställningen hittades inte",
	"all_orders": "Alla beställningar",
	"print": "Skriv ut",
	"kvk": "Handelsregister (KvK): {kvk}",
	"vat": "Momsreg.nr: {vat}",
	"date": "Datum",
	"status": "Status",
	"method": "Betalningssätt",
	"bundle": "Paket",
	"price": "Pris",
	"discount": "Rabatt {code} ({percent} %)",
	"total": "Totalt betalt ({currency})",
	"vat_included": "Alla priser inkluderar moms.",
	"billed_to": "Kund"
};
var premium = {
	"title": "Bli Premium",
	"title_member": "Du är Premium",
	"lead": "Se mer, chatta mer, matcha mer.",
	"match_chance": "större chans till en match",
	"any_bundle": "Köper du vilket paket som helst blir du premium",
	"benefits_title": "Det här ger Premium dig",
	"benefits": {
		"photos": {
			"title": "Se alla foton",
			"text": "Varje foto av varje medlem, även privata foton."
		},
		"uploads": {
			"title": "Upp till {premium} foton",
			"text": "Visa dig från alla håll. Gratismedlemmar kan ladda upp {free}."
		},
		"conversations": {
			"title": "Obegränsat med samtal",
			"text": "Chatta med så många medlemmar du vill. Gratismedlemmar chattar med {free}."
		},
		"forever": {
			"title": "Premium för gott",
			"text": "Du förblir premium även när dina krediter är slut."
		}
	},
	"bundles_title": "Välj ditt paket",
	"bundles_title_member": "Fyll på dina krediter",
	"already": "Du är redan premiummedlem.",
	"already_text": "Du har {count, plural, one {# kredit} other {# krediter}} kvar. Fyll på när du vill.",
	"buy_credits": "Köp krediter"
};
var pricing = {
	"title": "Priser",
	"lead": "Det är gratis att registrera sig. Du betalar bara för krediter, i paket och en gång: ingen prenumeration.",
	"signup": "Registrera dig gratis",
	"notes": "Priserna inkluderar moms och visas i ditt lands valuta. Köper du vilket paket som helst blir du premiummedlem."
};
var connection = {
	"offline": "Du är offline",
	"online": "Online igen"
};
var alerts = {
	"notifications_disabled": {
		"title": "Vi kan inte skicka e-post till dig",
		"action": "Vad du kan göra"
	},
	"profile_photo": {
		"title": "Lägg till en profilbild",
		"text": "Medlemmar med en bild får många fler meddelanden och gillningar.",
		"action": "Lägg till bild"
	},
	"push": {
		"title": "Missa aldrig ett meddelande",
		"text": "Slå på aviseringar så säger vi till direkt när någon skriver till dig eller gillar dig.",
		"action": "Slå på aviseringar",
		"failed": "Aviseringar kunde inte slås på. Försök igen."
	}
};
var notifications = {
	"title": "Aviseringar",
	"settings_intro": "Välj vilka e-postmeddelanden och push-aviseringar du får.",
	"manage": "Hantera aviseringar",
	"fix": {
		"bounce": "Kontrollera att din e-postadress stämmer. Har den ändrats anger du din nya adress i inställningarna.",
		"spam_complaint": "Om det var ett misstag kan du byta e-postadress i inställningarna: en ny, bekräftad adress får vår e-post igen.",
		"unsubscribed": "Slå på den e-post du vill ha nedan så skickar vi den igen."
	},
	"fix_link": {
		"bounce": "Kontrollera min e-postadress",
		"spam_complaint": "Byt min e-postadress"
	},
	"push": {
		"title": "Push-aviseringar",
		"on": "Push-aviseringar är på i den här webbläsaren.",
		"off": "Få en avisering i den här webbläsaren så fort någon skriver till dig eller gillar dig.",
		"disable": "Stäng av aviseringar",
		"denied": "Aviseringar är blockerade för den här webbplatsen. Öppna webbläsarens webbplatsinställningar (ikonen bredvid adressen), tillåt aviseringar och ladda om sidan.",
		"unsupported": "Den här webbläsaren kan inte visa push-aviseringar från den här webbplatsen."
	},
	"unsubscribe": {
		"title": "Avsluta prenumeration",
		"question": "Avsluta e-post om {type} för {email}?",
		"confirm": "Avsluta",
		"done": "Du får inte längre e-post om {type}.",
		"settings": "Inställningar för aviseringar",
		"invalid": "Länken har gått ut eller är ogiltig.",
		"types": {
			"message": "nya meddelanden",
			"like": "nya gillningar",
			"match": "nya matchningar",
			"visit": "profilbesök",
			"newsletter": "nyheter och erbjudanden"
		}
	}
};
var geolocation = {
	"use_current": "Använd min nuvarande plats",
	"filled": "Ifyllt med din nuvarande plats. Kontrollera och spara.",
	"not_found": "Vi kunde inte avgöra var det är. Välj din plats själv.",
	"denied": "Du har inte låtit den här webbplatsen se din plats. Tillåt det i webbläsarens webbplatsinställningar, eller välj din plats själv.",
	"unavailable": "Din plats är inte tillgänglig just nu. Välj den själv.",
	"outside": "Du verkar vara i {country}, där den här webbplatsen inte är tillgänglig. Välj din plats själv."
};
var static_pages = {
	"updated": "Senast uppdaterad {date}",
	"print": "Skriv ut",
	"contents": "På den här sidan"
};
var ban_notice = {
	"title": "Din åtkomst är blockerad",
	"banned": "En avstängning gäller ditt konto, din e-postadress, den här enheten eller din internetanslutning. Nedan kan du läsa varför vi stänger av och hur du överklagar.",
	"suspended_until": "Din åtkomst är avstängd till {date}. Nedan kan du läsa varför vi stänger av och hur du överklagar."
};
var lang_config = {
	"intro": "Välj webbplatsens språk. Ditt val sparas på den här enheten och, när du är inloggad, på ditt konto.",
	"current": "Nuvarande språk"
};
var moderation = { "reasons": {
	"not_a_person": "Visar ingen person",
	"public_nudity": "Nakenhet på en offentlig bild",
	"minor": "Visar en minderårig",
	"celebrity": "Visar en kändis",
	"contact_details": "Text eller kontaktuppgifter",
	"violence": "Våld",
	"other": "Ett annat brott mot våra regler"
} };
var sv_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, sv_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
