// src/i18n/locales/fi.json
var nav = {
	"language": "Kieli",
	"login": "Kirjaudu sisään",
	"search_members": "Hae jäseniä",
	"messages": "Viestit",
	"likes": "Tykkäykset",
	"credits": "Krediitit",
	"get_premium": "Hanki Premium",
	"my_profile": "Oma profiili",
	"settings": "Asetukset",
	"logout": "Kirjaudu ulos",
	"menu": "Valikko"
};
var errors = {
	"page_not_found": "Sivua ei löytynyt",
	"back_home": "Takaisin etusivulle",
	"status": "Virhe {status}",
	"error_page_failed": "Virhesivun näyttämisessä tapahtui virhe",
	"validation_failed": "Tarkista antamasi tiedot.",
	"not_found": "Tätä ei löytynyt.",
	"authentication_required": "Kirjaudu sisään uudelleen.",
	"request_type_required": "Lataa sivu uudelleen ja yritä uudestaan.",
	"forbidden": "Sinulla ei ole oikeutta tehdä tätä.",
	"internal_error": "Tapahtui virhe. Yritä myöhemmin uudelleen.",
	"service_unavailable": "Palvelu ei ole hetkeen käytettävissä. Yritä hetken kuluttua uudelleen.",
	"signups_closed": "Rekisteröityminen ei ole tällä hetkellä mahdollista.",
	"email_taken": "Tällä sähköpostiosoitteella on jo tili tällä sivustolla.",
	"account_pending_deletion": "Tämä tili odottaa vielä poistamista. Voit aktivoida sen uudelleen linkistä, joka on lähettämässämme sähköpostissa.",
	"login_failed": "Kirjautuminen epäonnistui, yritä uudelleen",
	"too_many_attempts": "Liian monta virheellistä yritystä, tili on lukittu {minutes} min ajaksi.",
	"too_many_reset_mails": "Salasanan palautusviestejä on lähetetty liian monta, yritä uudelleen huomenna.",
	"too_many_mails": "Sähköposteja on lähetetty liian monta, yritä uudelleen huomenna.",
	"email_not_found": "Sähköpostiosoitetta ei löytynyt",
	"link_invalid": "Linkki on vanhentunut tai virheellinen, pyydä uusi sähköposti",
	"wrong_old_password": "Tarkista vanha salasanasi.",
	"wrong_password": "Tarkista salasanasi.",
	"banned": "Pääsysi tälle sivustolle on estetty.",
	"premium_required": "Tämä toiminto on vain Premium-jäsenten käytettävissä.",
	"photo_limit_reached": "Olet saavuttanut enimmäismäärän, {limit} kuvaa.",
	"photo_invalid": "Tämä tiedosto ei ole kuva, jota voimme käyttää. Lataa JPEG-, PNG- tai WebP-kuva.",
	"photo_too_large": "Kuva on liian suuri. Lataa enintään 20 Mt:n kuva.",
	"photo_too_many_pixels": "Kuvassa on liikaa pikseleitä. Lataa enintään {max_megapixels} megapikselin kuva.",
	"photo_too_small": "Kuva on liian pieni. Lataa vähintään 200 × 200 pikselin kuva.",
	"swipe_limit_reached": "Olet käyttänyt tämän päivän {limit} tykkäystäsi. Palaa huomenna tai hanki Premium, niin saat rajattomasti tykkäyksiä.",
	"blocked": "Et voi katsoa tämän jäsenen profiilia etkä ottaa häneen yhteyttä.",
	"login_required": "Kirjaudu sisään tai rekisteröidy jatkaaksesi.",
	"not_enough_credits": "Sinulla ei ole tarpeeksi krediittejä",
	"conversation_limit_reached": "Ilmaisjäsenenä voit keskustella enintään {limit} jäsenen kanssa kerrallaan. Hanki premium, niin voit keskustella kaikkien kanssa.",
	"cannot_reply": "Tämä jäsen ei ole vielä vahvistanut sähköpostiosoitettaan, joten et voi vielä vastata.",
	"network_error": "Ei yhteyttä. Tarkista internetyhteytesi.",
	"too_many_requests": "Liikaa pyyntöjä, yritä myöhemmin uudelleen.",
	"rate_limited": "Teet tätä liian usein. Yritä uudelleen {minutes} min kuluttua.",
	"too_many_lookups": "Liikaa sähköpostiosoitteita koskevia pyyntöjä, yritä uudelleen {minutes} min kuluttua.",
	"bundle_not_found": "Tämä paketti ei ole saatavilla.",
	"method_not_available": "Tämä maksutapa ei ole käytettävissäsi.",
	"code_not_found": "Koodia ei löytynyt",
	"code_already_used": "Koodi on jo käytetty",
	"code_expired": "Tämä koodi on vanhentunut.",
	"code_minimum_order": "Tämä koodi on voimassa vain vähimmäistilaussumman ylittyessä.",
	"code_wrong_country": "Tämä koodi ei ole voimassa maassasi.",
	"code_method_not_allowed": "Tämä koodi ei ole voimassa tällä maksutavalla.",
	"payment_failed": "Maksu epäonnistui tai se peruutettiin.",
	"payment_provider_unavailable": "Maksupalveluun ei saada juuri nyt yhteyttä. Yritä myöhemmin uudelleen.",
	"direct_debit_blocked": "Tililläsi on esto suoraveloitusmaksuille.",
	"direct_debit_limit_reached": "Suoraveloitusmaksujesi raja on täynnä. Käytä toista maksutapaa.",
	"sms_code_invalid": "Virheellinen koodi",
	"sms_unavailable": "Emme voi lähettää tekstiviestejä juuri nyt. Yritä myöhemmin uudelleen.",
	"refund_window_passed": "Tämän tilauksen palautusaika on päättynyt; vain ylläpitäjä voi hyvittää sen.",
	"refund_not_possible": "Tätä hyvitystä ei voi tehdä.",
	"data_export_too_soon": "Voit pyytää kopion tiedoistasi kerran päivässä. Voit pyytää uudelleen {at} alkaen.",
	"appeal_not_allowed": "Tähän päätökseen ei voi (enää) hakea muutosta.",
	"fictional_warning_unconfirmed": "Vahvista ilmoitus kuvitteellisista profiileista ennen kuin kirjoitat sellaiselle."
};
var validation = {
	"required": "Täytä tämä kenttä.",
	"invalid": "Tämä arvo ei kelpaa.",
	"invalid_email": "Virheellinen sähköpostiosoite",
	"name_invalid": "Käytä 2–30 kirjainta tai numeroa; välilyönnit, pisteet, väliviivat ja alaviivat ovat sallittuja, mutta eivät alussa tai lopussa.",
	"name_equals_email": "Käyttäjänimesi ei saa olla sähköpostiosoitteesi.",
	"name_starts_with_at": "Käyttäjänimesi ei saa alkaa @-merkillä.",
	"password_too_short": "Käytä vähintään 8 merkkiä.",
	"password_too_long": "Käytä enintään 128 merkkiä.",
	"password_too_common": "Tämä salasana on liian yleinen, valitse jokin toinen.",
	"password_personal": "Salasanasi ei saa olla sähköpostiosoitteesi tai käyttäjänimesi.",
	"dob_min_age": "Anna syntymäaikasi ({min_age}+)",
	"dob_invalid": "Virheellinen syntymäaika.",
	"passwords_differ": "Antamasi salasanat eivät täsmää.",
	"new_email_invalid": "Uusi sähköpostiosoite on virheellinen.",
	"too_long": "Tämä teksti on liian pitkä.",
	"too_short": "Tämä teksti on liian lyhyt.",
	"confirmation_required": "Vahvista tämä.",
	"did_you_mean": "Tarkoititko {suggestion}?",
	"invalid_iban": "Virheellinen IBAN",
	"invalid_phone": "Anna kelvollinen matkapuhelinnumero.",
	"authorization_required": "Hyväksy suoraveloitus jatkaaksesi.",
	"code_invalid": "Anna tekstiviestin 6-numeroinen koodi."
};
var common = {
	"close": "Sulje",
	"back": "Takaisin",
	"next": "Seuraava",
	"continue": "Jatka",
	"choose": "Valitse",
	"cancel": "Peruuta"
};
var fields = {
	"email": "Sähköpostiosoite",
	"name": "Käyttäjänimi",
	"password": "Salasana",
	"new_password": "Uusi salasana",
	"password_repeat": "Toista uusi salasana",
	"old_password": "Nykyinen salasana",
	"new_email": "Uusi sähköpostiosoite",
	"date_of_birth": "Syntymäaika",
	"day": "Päivä",
	"month": "Kuukausi",
	"year": "Vuosi",
	"gender": "Olen",
	"sexuality": "Seksuaalinen suuntautumiseni",
	"country": "Maa",
	"signup_message": "Ensimmäinen viestisi (valinnainen)",
	"city": "Kaupunki",
	"about": "Tietoa minusta",
	"interests": "Kiinnostuksen kohteet",
	"hair_colour": "Hiusten väri",
	"eye_colour": "Silmien väri",
	"body_type": "Vartalotyyppi",
	"relationship_status": "Parisuhdetilanne"
};
var profile = {
	"gender": {
		"male": "Mies",
		"female": "Nainen"
	},
	"sexuality": {
		"hetero": "Hetero",
		"gay": "Homo",
		"lesbian": "Lesbo",
		"bi": "Biseksuaali"
	},
	"hair_colour": {
		"black": "Musta",
		"brown": "Ruskea",
		"blond": "Vaalea",
		"red": "Punainen",
		"grey": "Harmaa",
		"white": "Valkoinen",
		"bald": "Kalju",
		"other": "Muu"
	},
	"eye_colour": {
		"brown": "Ruskea",
		"blue": "Sininen",
		"green": "Vihreä",
		"grey": "Harmaa",
		"hazel": "Pähkinänruskea",
		"other": "Muu"
	},
	"body_type": {
		"slim": "Hoikka",
		"athletic": "Urheilullinen",
		"average": "Tavallinen",
		"muscular": "Lihaksikas",
		"stocky": "Tanakka",
		"large": "Isokokoinen"
	},
	"relationship_status": {
		"single": "Sinkku",
		"relationship": "Parisuhteessa",
		"open_relationship": "Avoimessa suhteessa",
		"married": "Naimisissa",
		"divorced": "Eronnut",
		"widowed": "Leski"
	}
};
var login = {
	"title": "Kirjaudu sisään",
	"submit": "Kirjaudu sisään",
	"forgot_password": "Unohditko salasanasi?",
	"no_account": "Eikö sinulla ole vielä tiliä?"
};
var signup = {
	"title": "Rekisteröidy ilmaiseksi",
	"progress": "Vaihe {step}/{count}",
	"steps": {
		"email": {
			"title": "Mikä on sähköpostiosoitteesi?",
			"text": "Lähetämme sinulle linkin, jolla vahvistat sen. Muut jäsenet eivät näe sitä koskaan."
		},
		"name": {
			"title": "Valitse käyttäjänimi",
			"text": "Tämän nimen muut jäsenet näkevät."
		},
		"password": {
			"title": "Valitse salasana",
			"text": "Vähintään 8 merkkiä. Pidä se omana tietonasi."
		},
		"date_of_birth": {
			"title": "Milloin olet syntynyt?",
			"text": "Vain täysi-ikäiset voivat liittyä. Jäsenet näkevät ikäsi mutta eivät koskaan syntymäaikaasi."
		},
		"about": {
			"title": "Tietoja sinusta",
			"text": "Näin voimme näyttää sinulle oikeat miehet."
		}
	},
	"submit": "Luo tilini",
	"consent": "Luomalla tilin vahvistat, että olet vähintään {min_age}-vuotias, ja hyväksyt ehtomme:",
	"have_account": "Oletko jo jäsen?",
	"login_instead": "Kirjaudu sisään tällä osoitteella",
	"message_hint": "Lähetämme sen tälle jäsenelle heti, kun tilisi on valmis.",
	"invite_only": {
		"title": "Rekisteröityminen vain kutsusta",
		"text": "{site} on tällä hetkellä avoinna vain kutsutuille jäsenille. Käytä kutsussasi olevaa linkkiä."
	},
	"closed": {
		"title": "Rekisteröityminen on suljettu",
		"text": "{site} ei ota tällä hetkellä vastaan uusia jäseniä. Yritä myöhemmin uudelleen."
	},
	"complete": {
		"title": "Vahvista sähköpostiosoitteesi",
		"text": "Melkein valmista! Lähetimme linkin osoitteeseen {email}. Aktivoi tilisi napsauttamalla sitä.",
		"confirmed": "Sähköpostiosoitteesi on vahvistettu. Pidä hauskaa!"
	},
	"matches": {
		"title": "Ensimmäiset matchisi",
		"text": "Sinulle sopivia jäseniä, jotka ovat käyneet täällä äskettäin. Tykkää kiinnostavista tai kirjoita heille.",
		"empty": "Ei ehdotuksia juuri nyt: hae jäseniä itse."
	}
};
var activation = {
	"reminder_title": "Aktivoi tilisi",
	"reminder_text": "Lähetimme linkin osoitteeseen {email}. Napsauta sitä vahvistaaksesi sähköpostiosoitteesi ja tuodaksesi profiilisi näkyviin.",
	"spam_hint": "Eikö sähköpostia kuulu? Tarkista roskapostikansiosi.",
	"resend": "Lähetä sähköposti uudelleen",
	"resent": "Lähetimme sähköpostin uudelleen.",
	"done_title": "Tilisi on aktivoitu",
	"done_text": "Kiitos, että vahvistit sähköpostiosoitteesi. Muut jäsenet voivat nyt löytää profiilisi.",
	"done_continue": "Jatka jäseniin",
	"error_title": "Aktivointi epäonnistui",
	"login_to_resend": "Kirjaudu sisään saadaksesi uuden sähköpostin",
	"already_confirmed": "Sähköpostiosoitteesi on jo vahvistettu."
};
var reset = {
	"intro": "Anna tilisi sähköpostiosoite, niin lähetämme sinulle linkin, jolla voit valita uuden salasanan.",
	"submit": "Lähetä linkki",
	"sent": "Lähetimme linkin osoitteeseen {email}. Napsauta sitä valitaksesi uuden salasanan.",
	"back_to_login": "Takaisin kirjautumiseen",
	"request_new": "Pyydä uusi sähköposti",
	"save": "Tallenna uusi salasana"
};
var mail_change = {
	"done": "Sähköpostiosoitteesi on nyt {email}.",
	"done_no_session": "Uusi sähköpostiosoitteesi on vahvistettu.",
	"request_new": "Pyydä uusi linkki asetuksista"
};
var settings = {
	"save": "Tallenna",
	"saved": "Tallennettu.",
	"account": {
		"title": "Tili",
		"current_email": "Sähköpostiosoitteesi:",
		"change_email": "Vaihda sähköpostiosoite",
		"mail_sent": "Lähetimme linkin osoitteeseen {email}. Vahvista uusi osoitteesi napsauttamalla sitä; siihen asti nykyinen osoitteesi pysyy käytössä."
	},
	"password": {
		"title": "Salasana",
		"submit": "Vaihda salasana",
		"changed": "Salasanasi on vaihdettu."
	},
	"language": {
		"title": "Kieli",
		"label": "Tämän sivuston ja sähköpostiemme kieli"
	},
	"location": { "title": "Sijainti" },
	"notifications": {
		"title": "Sähköposti-ilmoitukset",
		"intro": "Valitse, mitä sähköposteja saat meiltä.",
		"types": {
			"message": "Uudet viestit",
			"like": "Uudet tykkäykset",
			"match": "Uudet matchit",
			"visit": "Käynnit profiilissasi",
			"newsletter": "Uutiset ja erikoistarjoukset"
		},
		"disabled": {
			"spam_complaint": "Lopetimme sähköpostien lähettämisen sinulle, koska yksi niistä merkittiin roskapostiksi.",
			"bounce": "Lopetimme sähköpostien lähettämisen sinulle, koska niitä ei voitu toimittaa osoitteeseesi.",
			"unsubscribed": "Lopetimme sähköpostien lähettämisen sinulle, koska peruit tilauksen sähköpostisovelluksessasi."
		}
	},
	"first_contact": {
		"title": "Ensimmäiset viestit",
		"intro": "Ensimmäisinä päivinäsi täällä joku näistä profiileista voi kirjoittaa sinulle ensin. Jos et halua sitä, kytke tämä pois: silloin ne vain vastaavat viesteihisi.",
		"label": "Nämä profiilit saavat kirjoittaa minulle ensin"
	},
	"data_export": {
		"title": "Lataa tietoni",
		"intro": "Saat kopion kaikesta, mitä säilytämme sinusta: profiilisi, kuvat, tykkäykset, keskustelut, tilaukset, krediitit, ilmoitusasetukset, kirjautumiset ja ilmoitukset yhtenä ZIP-tiedostona. Lähetämme sinulle linkin sähköpostilla heti kun se on valmis; se toimii {days, plural, one {# päivän} other {# päivää}}. Voit pyytää sitä kerran päivässä.",
		"preparing": "Valmistelemme tietojasi. Saat sähköpostin, kun ne ovat valmiina.",
		"ready": "Tietosi ovat valmiina. Voit ladata ne {date} asti.",
		"download": "Lataa ZIP-tiedosto",
		"expired": "Viimeisin latauslinkkisi on vanhentunut. Pyydä tarvittaessa uusi kopio.",
		"request": "Pyydä kopio tiedoistani"
	},
	"delete": {
		"title": "Poista tili",
		"intro": "Kun poistat tilisi, profiilisi piilotetaan heti. Voit vielä palauttaa sen {days, plural, one {# päivän} other {# päivän}} ajan; sen jälkeen kaikki poistetaan lopullisesti.",
		"start": "Poista tilini…",
		"offer": "Jää, niin saat {percent} %:n alennuksen seuraavista krediiteistäsi",
		"offer_text": "Olisi harmi nähdä sinun lähtevän. Jää, niin seuraavat krediittisi maksavat vähemmän.",
		"offer_accept": "Jään ja haluan koodini",
		"offer_decline": "Ei kiitos, poista tilini",
		"code_title": "Henkilökohtainen alennuskoodisi",
		"code_text": "{percent} %:n alennus yhdestä krediittiostoksesta, voimassa {date} asti. Alennus vähennetään automaattisesti kassalla.",
		"code_use": "Osta krediittejä alennuksellani",
		"warning": "Profiilisi katoaa heti. Lähetämme sinulle sähköpostilla linkin, jolla saat tilisi takaisin {days, plural, one {# päivän} other {# päivän}} kuluessa; sen jälkeen se poistetaan lopullisesti.",
		"confirm_label": "Kyllä, haluan poistaa tilini",
		"submit": "Poista tilini",
		"cancel": "Säilytä tilini"
	}
};
var account_deleted = {
	"text": "Tilisi on poistettu. Se poistetaan pysyvästi {days, plural, one {# päivän} other {# päivän}} kuluttua.",
	"reactivate": "Lähetimme sinulle sähköpostin, jossa on linkki tilin aktivoimiseksi uudelleen. Muutitko mielesi? Napsauta linkkiä {days, plural, one {# päivän} other {# päivän}} kuluessa."
};
var home = {
	"lead": "Selaa lähelläsi olevia profiileja, tykkää niistä, jotka kiinnostavat, matchaa ja chattaile reaaliajassa. Rekisteröityminen on ilmaista ja vie vain minuutin.",
	"cta_signup": "Rekisteröidy ilmaiseksi",
	"cta_browse": "Selaa jäseniä",
	"adults_only": "Vain 18 vuotta täyttäneille. Yksityisyytesi on etusijalla.",
	"features": {
		"search": { "title": "Hae ja tykkää" },
		"swipe": {
			"title": "Pelaa swaippauspeliä",
			"text": "Swaippaa oikealle tykätäksesi ja vasemmalle ohittaaksesi. Uusia kasvoja joka päivä, suoraan puhelimessasi."
		},
		"chat": {
			"title": "Chattaile reaaliajassa",
			"text": "Viestit, kuvat ja lahjat saapuvat heti, kun ne lähetetään – kaikilla laitteilla."
		}
	},
	"steps_title": "Näin se toimii",
	"steps": {
		"profile": "Luo profiilisi ja lisää kuva.",
		"like": "Tykkää jäsenistä ja matchaa niiden kanssa, jotka tykkäävät sinusta takaisin.",
		"chat": "Aloita chattailu ja katso, mihin se johtaa."
	},
	"reactivated": "Tervetuloa takaisin, tilisi on taas aktiivinen",
	"niche": {
		"general": {
			"kicker": "{site}: deittailua ja chattia",
			"title": "Tapaa sinkkuja, jotka haluavat samaa kuin sinä",
			"search": "Suodata iän, maan ja alueen mukaan ja tykkää ihmisistä, jotka haluat tavata. Molemminpuolinen tykkäys on match."
		},
		"she": {
			"kicker": "{site}: lesbodeittailua ja chattia",
			"title": "Tapaa naisia, jotka rakastavat naisia",
			"search": "Suodata iän, maan ja alueen mukaan ja tykkää naisista, jotka haluat tavata. Molemminpuolinen tykkäys on match."
		},
		"bdsm": {
			"kicker": "{site}: BDSM-deittailua ja chattia",
			"title": "Tapaa kumppaneita, jotka jakavat mieltymyksesi",
			"search": "Suodata iän, maan ja alueen mukaan ja tykkää kumppaneista, jotka haluat tavata. Molemminpuolinen tykkäys on match."
		},
		"bbw": {
			"kicker": "{site}: deittailua ja chattia muodokkaiden naisten kanssa",
			"title": "Tapaa muodokkaita naisia, jotka rakastavat itseään",
			"search": "Suodata iän, maan ja alueen mukaan ja tykkää muodokkaista naisista, jotka haluat tavata. Molemminpuolinen tykkäys on match."
		},
		"gilf": {
			"kicker": "{site}: deittailua ja chattia yli 60-vuotiaiden naisten kanssa",
			"title": "Tapaa yli 60-vuotiaita naisia, jotka flirttailevat yhä mielellään",
			"search": "Suodata iän, maan ja alueen mukaan ja tykkää naisista, jotka haluat tavata. Molemminpuolinen tykkäys on match."
		},
		"milf": {
			"kicker": "{site}: deittailua ja chattia kypsien naisten kanssa",
			"title": "Tapaa kypsiä naisia, jotka tietävät mitä haluavat",
			"search": "Suodata iän, maan ja alueen mukaan ja tykkää kypsistä naisista, jotka haluat tavata. Molemminpuolinen tykkäys on match."
		},
		"gay": {
			"kicker": "{site}: gay-deittailua ja chattia",
			"title": "Tapaa miehiä, jotka haluavat samaa kuin sinä",
			"search": "Suodata iän, maan ja alueen mukaan ja tykkää miehistä, jotka haluat tavata. Molemminpuolinen tykkäys on match."
		}
	}
};
var routes = {
	"index": "Etusivu",
	"likes": "Tykkäykset",
	"likes-type": "Tykkäykset",
	"likes-m-id": "Tykkäykset",
	"chats": "Viestit",
	"chats-id": "Keskustelu",
	"members": "Hae jäseniä",
	"members-id": "Jäsenprofiili",
	"members-id-chat": "Chatti",
	"members-id-landing": "Tapaa tämä jäsen",
	"members-id-signup": "Rekisteröidy",
	"members-id-landing2-slug": "Tapaa tämä jäsen",
	"members-id-landing3-slug": "Tapaa tämä jäsen",
	"profile": "Oma profiili",
	"settings": "Asetukset",
	"signup": "Rekisteröidy",
	"signup-matches": "Matchisi",
	"complete-signup": "Viimeistele rekisteröityminen",
	"login": "Kirjaudu sisään",
	"reset-password": "Nollaa salasana",
	"reset-password-do": "Valitse uusi salasana",
	"account-deleted": "Tili poistettu",
	"activate-done": "Tili aktivoitu",
	"activate-error": "Aktivointi epäonnistui",
	"mail-change-do": "Vahvista uusi sähköpostiosoite",
	"credits": "Krediitit",
	"credits-id-paymentmethod": "Kassa",
	"credits-repeat-order": "Tilaa uudelleen",
	"directdebit": "Suoraveloitus",
	"transactions-id": "Tilaukset",
	"premium": "Premium",
	"pricing": "Hinnat",
	"notifications": "Ilmoitukset",
	"match-finder": "Matchihaku",
	"swipe-game": "Swaippauspeli",
	"complaints": "Valitukset",
	"lang-config": "Kieliasetukset",
	"landers-tinderswipe": "Swaippaa ja tapaa",
	"landers-alonetonight-slug": "Yksin tänä iltana?",
	"landers-collagelanding-slug": "Tapaa uusia miehiä",
	"landers-gallery-slug": "Jäsengalleria",
	"landers-iconslanding-slug": "Löydä oma tyyppisi",
	"landers-maplanding-slug": "Miehiä lähelläsi",
	"landers-socialnetwork-slug": "Liity yhteisöön",
	"landers-transitionsvideolanding-slug": "Tapaa uusia miehiä",
	"landers-video-slug": "Tapaa uusia miehiä",
	"pages-ban": "Pääsykielto",
	"pages-cookies": "Evästeet",
	"pages-faq": "UKK",
	"pages-privacy": "Tietosuojaseloste",
	"pages-return-policy": "Palautukset ja hyvitykset",
	"pages-service": "Asiakaspalvelu",
	"pages-terms": "Käyttöehdot",
	"pages-token": "Tietoa"
};
var region_labels = {
	"province": "Provinssi",
	"state": "Osavaltio",
	"canton": "Kantoni",
	"county": "Lääni",
	"voivodeship": "Voivodikunta",
	"region": "Alue"
};
var interests = {
	"adventure": "Seikkailu",
	"analsex": "Anaaliseksi",
	"animals": "Eläimet",
	"art": "Taide",
	"astrology": "Astrologia",
	"bbq": "Grillaus",
	"beach": "Ranta",
	"beer": "Olut",
	"biking": "Pyöräily",
	"bondage": "Bondage",
	"coffee": "Kahvi",
	"cooking": "Ruoanlaitto",
	"dancing": "Tanssi",
	"exchanging_pictures": "Kuvien vaihtaminen",
	"fashion": "Muoti",
	"foodie": "Hyvä ruoka",
	"gardening": "Puutarhanhoito",
	"gym": "Kuntosali",
	"hiking": "Vaellus",
	"hugging": "Halailu",
	"kissing": "Suutelu",
	"lingerie": "Alusvaatteet",
	"massages": "Hieronta",
	"masturbating": "Itsetyydytys",
	"movies": "Elokuvat",
	"music": "Musiikki",
	"one_night_stand": "Yhden illan juttu",
	"oral_sex": "Suuseksi",
	"outdoors": "Ulkoilu",
	"party": "Juhliminen",
	"photography": "Valokuvaus",
	"politics": "Politiikka",
	"public_sex": "Julkinen seksi",
	"reading": "Lukeminen",
	"relationship": "Parisuhde",
	"sadomasochism": "Sadomasokismi",
	"safe_sex": "Turvaseksi",
	"sex": "Seksi",
	"sex_toys": "Seksilelut",
	"shopping": "Shoppailu",
	"sports": "Urheilu",
	"sushi": "Sushi",
	"tattoos": "Tatuoinnit",
	"tea": "Tee",
	"theater": "Teatteri",
	"threesome": "Kolmenkimppa",
	"travelling": "Matkustaminen",
	"vegetarian": "Kasvissyönti",
	"video_games": "Videopelit",
	"wine": "Viini"
};
var premium_cta = { "button": "Hanki Premium" };
var signup_cta = {
	"title": "Rekisteröidy nähdäksesi enemmän",
	"text": "Luo ilmainen tili tai kirjaudu sisään, niin voit katsoa profiileja, tykätä jäsenistä ja chattailla."
};
var members = {
	"fictional": "Kuvitteellinen profiili",
	"fictional_plural": "Kuvitteelliset profiilit",
	"age_short": "{age}",
	"photo_of": "Jäsenen {name} kuva",
	"no_photo": "Jäsenellä {name} ei ole vielä kuvaa",
	"private_photo": "Yksityinen kuva",
	"blurred_photo": "Sumennettu kuva",
	"login_to_see_photos": "Kirjaudu sisään tai rekisteröidy nähdäksesi kaikki kuvat.",
	"photo_number": "{name}: kuva {number}/{count}",
	"photos": "Kuvat",
	"show_photo": "Näytä kuva {number}",
	"blocked_title": "Tämä profiili ei ole saatavilla",
	"details": "Tiedot",
	"fields": {
		"gender": "Sukupuoli",
		"sexuality": "Suuntautuminen",
		"hair_colour": "Hiukset",
		"eye_colour": "Silmät",
		"body_type": "Vartalo",
		"relationship_status": "Parisuhde"
	},
	"chat": "Chattaa",
	"more": "Lisää toimintoja",
	"block": "Estä",
	"unblock": "Poista esto",
	"report": "Ilmoita tästä profiilista",
	"block_title": "Estetäänkö {name}?",
	"block_text": "{name} ei voi enää nähdä profiiliasi eikä ottaa sinuun yhteyttä, ettekä enää näe toisianne haussa. Voit poistaa eston milloin tahansa profiilin kautta.",
	"you_blocked": "Olet estänyt jäsenen {name}. Hän ei voi nähdä profiiliasi eikä ottaa sinuun yhteyttä.",
	"also_report": "Ilmoita myös {name} tiimillemme",
	"block_and_report": "Estä ja ilmoita"
};
var likes = {
	"like": "Tykkää",
	"liked": "Tykätty",
	"like_name": "Tykkää jäsenestä {name}",
	"unlike_name": "Peru tykkäyksesi jäsenestä {name}",
	"match_badge": "Match",
	"likes_you": "Tykkää sinusta",
	"tabs_label": "Tykkäysten tyypit",
	"tabs": {
		"received": "Saadut",
		"sent": "Lähetetyt",
		"matches": "Matchit"
	},
	"new": "Uusi",
	"new_count": "{count, plural, one {# uusi} other {# uutta}}",
	"empty": {
		"received": "Ei vielä tykkäyksiä",
		"sent": "Et ole vielä tykännyt kenestäkään",
		"matches": "Ei vielä matcheja"
	},
	"empty_text": "Tykkää jäsenistä, jotka kiinnostavat: kun joku tykkää sinusta takaisin, syntyy match."
};
var like_modal = {
	"match_title": "Teillä on match!",
	"match_text": "Sinä ja {name} tykkäätte toisistanne.",
	"like_title": "{name} tykkää sinusta!",
	"like_text": "Tykkää hänestä takaisin, niin syntyy match.",
	"send_message": "Lähetä viesti",
	"view_profile": "Katso profiili",
	"click_to_close": "Sulje napsauttamalla mihin tahansa"
};
var search = {
	"filters": "Hakusuodattimet",
	"gender": "Etsin",
	"any_gender": "Kaikki",
	"genders": {
		"male": "Miehiä",
		"female": "Naisia"
	},
	"any_country": "Kaikki maat",
	"any_region": "Kaikki alueet",
	"age": "Ikä",
	"min_age": "Vähimmäisikä",
	"max_age": "Enimmäisikä",
	"reset": "Tyhjennä suodattimet",
	"result_count": "{count, plural, =0 {Jäseniä ei löytynyt} one {# jäsen löytyi} other {# jäsentä löytyi}}",
	"no_results": "Hakuasi vastaavia jäseniä ei löytynyt",
	"no_results_text": "Kokeile laajempaa ikähaarukkaa tai toista aluetta.",
	"similar_title": "Samankaltaisia jäseniä",
	"similar_text": "{count, plural, one {# jäsen on lähellä hakuasi} other {# jäsentä on lähellä hakuasi}}",
	"login_required_title": "Rekisteröidy, niin voit hakea jäseniä",
	"login_required_text": "Haku on vain jäsenille. Luo ilmainen tili tai kirjaudu sisään nähdäksesi, kuka on lähelläsi."
};
var pagination = {
	"label": "Sivut",
	"previous": "Edellinen sivu",
	"next": "Seuraava sivu",
	"page": "Sivu {page}"
};
var match_finder = {
	"intro": "Sinulle sopivia jäseniä. Tykkää niistä, jotka kiinnostavat: kun tykkäys on molemminpuolinen, syntyy match.",
	"refresh": "Muita ehdotuksia",
	"empty": "Ei ehdotuksia juuri nyt. Yritä myöhemmin uudelleen tai hae itse."
};
var swipe = {
	"help": "Vedä korttia oikealle tykätäksesi tai vasemmalle ohittaaksesi, tai käytä painikkeita tai nuolinäppäimiä.",
	"like_stamp": "TYKKÄÄ",
	"nope_stamp": "EI",
	"view_profile": "Katso jäsenen {name} profiili",
	"likes_left": "{count, plural, one {# tykkäys jäljellä tänään} other {# tykkäystä jäljellä tänään}}",
	"premium_text": "Premium-jäsenet tykkäävät ilman rajoja.",
	"pass": "Ohita {name}",
	"pass_hint": "Ohita (←)",
	"like": "Tykkää jäsenestä {name}",
	"like_hint": "Tykkää (→)",
	"empty_title": "Olet nähnyt kaikki toistaiseksi",
	"empty_text": "Uusia jäseniä liittyy joka päivä. Palaa myöhemmin tai hae jäseniä itse."
};
var complaints = {
	"intro": "Kerro, mikä meni vikaan. Luemme jokaisen valituksen ja vastaamme muutaman arkipäivän kuluessa.",
	"intro_member": "Kerro, mikä tässä profiilissa on vialla. Jäsen ei saa tietää, kuka hänestä ilmoitti.",
	"reason": "Syy",
	"reasons": {
		"fake_profile": "Valeprofiili",
		"harassment": "Häirintä",
		"threats": "Uhkaukset",
		"spam": "Roskaposti tai mainonta",
		"underage": "Mahdollisesti alaikäinen",
		"offensive_photo": "Loukkaava kuva",
		"payment": "Maksuongelma",
		"other": "Jokin muu"
	},
	"message": "Viestisi",
	"message_hint": "{count} / {max} merkkiä, vähintään 10",
	"email": "Sähköpostiosoitteesi",
	"email_hint": "Vastaamme sinulle tähän osoitteeseen.",
	"submit": "Lähetä valitus",
	"sent_title": "Kiitos",
	"sent_text": "Saimme valituksesi ja selvitämme asian.",
	"back_to_profile": "Takaisin profiiliin",
	"sent_reference": "Viitteesi on {reference}. Lähetimme sinulle vahvistuksen sähköpostitse.",
	"about_message": "Ilmoitat viestistä chatistasi tämän jäsenen kanssa.",
	"mine_title": "Valitukset",
	"mine_intro": "Tekemäsi valitukset ja tiliäsi koskevat valitukset päätöksinemme.",
	"mine_none": "Et ole tehnyt valituksia, eikä tiliäsi koske yksikään.",
	"about_you": "Tiliäsi koskeva valitus",
	"yours_about": "Valituksesi jäsenestä {name}",
	"yours": "Valituksesi",
	"reference": "Viite",
	"content_label": "Sisältö",
	"decision_label": "Päätös",
	"until": "{date} asti",
	"rule_label": "Sääntö",
	"why": "Perustelu",
	"appeal_label": "Muutoshakemus",
	"appeal_waiting": "Lähetetty {date}; toinen tiimimme jäsen käsittelee sen.",
	"appeal": "Hae muutosta",
	"appeal_until": "Voit hakea muutosta kerran {date} asti.",
	"appeal_text": "Miksi meidän pitäisi katsoa asiaa uudelleen?",
	"appeal_submit": "Lähetä muutoshakemus",
	"status": {
		"open": "Odottaa tiimiämme",
		"decided": "Päätetty",
		"appealed": "Muutoshakemus käsittelyssä",
		"closed": "Muutoshakemus ratkaistu"
	},
	"content": {
		"message": "Chat-viesti",
		"photo": "Profiilikuva"
	},
	"decisions": {
		"no_action": "Ei toimenpiteitä",
		"warning": "Varoitus",
		"remove_content": "Sisältö on poistettu",
		"suspend": "Tili on jäädytetty määräajaksi",
		"ban": "Tili on suljettu"
	},
	"appeal_outcomes": {
		"upheld": "Päätös pysyy voimassa",
		"reversed": "Päätös on kumottu"
	}
};
var own_profile = {
	"view_as_others": "Katso, miltä profiilisi näyttää muille",
	"basics": "Tietoa sinusta",
	"where": "Missä asut",
	"looks": "Ulkonäkö ja tilanne",
	"not_specified": "Ei ilmoitettu",
	"interests_hint": "{count, plural, =0 {Valitse, mistä pidät; se auttaa muita löytämään sinut.} one {# kiinnostuksen kohde valittu} other {# kiinnostuksen kohdetta valittu}}",
	"about_placeholder": "Kerro muille, kuka olet ja mitä etsit.",
	"about_count": "{count} / {max}",
	"save": "Tallenna profiili",
	"photos": "Kuvasi",
	"photo_count": "Kuvia {count}/{limit}",
	"reorder_hint": "Muuta kuvien järjestystä vetämällä tai nuolipainikkeilla. Pääkuva on se, jonka muut näkevät ensimmäisenä.",
	"uploading": "Ladataan: {name}…",
	"upload_progress": "Latauksen edistyminen",
	"add_photo": "Lisää kuva",
	"photo_types": "JPEG, PNG, WebP tai AVIF",
	"upload_private": "Lataa yksityisenä kuvana (vain Premium-jäsenet näkevät sen)",
	"limit_free": "Sinulla on {limit} kuvaa, mikä on ilmaisjäsenen enimmäismäärä. Premium-jäsenet voivat ladata jopa {premium} kuvaa.",
	"status": {
		"pending": "Tarkistettavana",
		"rejected": "Hylätty",
		"active": "Näkyvissä"
	},
	"rejected_text": "Tämä kuva ei noudata sääntöjämme. Poista se ja lataa tilalle toinen.",
	"rejected_reason": "Syy: {reason}",
	"text_rejected": {
		"name": "Moderaattori ei hyväksynyt uutta nimeäsi ({reason}). Aiempi nimesi näytetään taas.",
		"about": "Moderaattori ei hyväksynyt uutta ”Tietoa minusta” -tekstiäsi ({reason}). Aiempi tekstisi näytetään taas."
	},
	"main": "Pääkuva",
	"private": "Yksityinen",
	"set_main": "Aseta pääkuvaksi",
	"private_switch": "Yksityinen",
	"move_earlier": "Siirrä kuvaa {number} eteenpäin",
	"move_later": "Siirrä kuvaa {number} taaksepäin",
	"delete_photo": "Poista kuva {number}",
	"delete_title": "Poistetaanko tämä kuva?",
	"delete_text": "Kuva poistetaan profiilistasi pysyvästi.",
	"delete": "Poista",
	"photo_alt": "Kuvasi {number}"
};
var chats = {
	"waiting": "{count, plural, one {# uusi ilmoitus odottaa sinua} other {# uutta ilmoitusta odottaa sinua}}",
	"no_messages_yet": "Ei vielä viestejä",
	"preview_gift": "Lahja",
	"preview_photo": "Kuva",
	"empty_title": "Ei vielä keskusteluja",
	"empty_text": "Löydä joku, joka kiinnostaa sinua, ja lähetä hänelle ensimmäinen viesti.",
	"unread": "{count, plural, one {# lukematon viesti} other {# lukematonta viestiä}}",
	"delete": "Poista keskustelu jäsenen {name} kanssa",
	"pick_conversation": "Valitse keskustelu, jota haluat lukea ja johon haluat vastata.",
	"not_found": "Keskustelua ei löytynyt.",
	"back": "Takaisin viesteihin",
	"load_older": "Näytä vanhemmat viestit",
	"start_text": "Sano hei jäsenelle {name}!",
	"read": "Luettu",
	"delivered": "Lähetetty",
	"sending": "Lähetetään…",
	"send_failed": "Ei lähetetty.",
	"retry": "Yritä uudelleen",
	"buy_credits": "Osta krediittejä",
	"send_gift": "Lähetä lahja",
	"send_photo": "Lähetä kuva",
	"placeholder": "Kirjoita viesti…",
	"send": "Lähetä",
	"length_counter": "{count} / {max}",
	"cost_hint": "Viesti: {message, plural, one {# krediitti} other {# krediittiä}} · kuva: {photo, plural, one {# krediitti} other {# krediittiä}} · lahja: {gift, plural, one {# krediitti} other {# krediittiä}}",
	"cost_minimum": "(vähintään {amount} viestiltä)",
	"gifts_title": "Lähetä lahja",
	"gift_cost": "Jokainen lahja maksaa {credits, plural, one {# krediitin} other {# krediittiä}}.",
	"icebreaker_title": "Murra jää jäsenen {name} kanssa",
	"icebreaker_text": "Etkö tiedä, miten aloittaa? Valitse viesti ja muokkaa sitä mielesi mukaan.",
	"deleted_member": "Poistettu jäsen",
	"deleted_member_note": "Tämä jäsen on poistanut tilinsä. Voit lukea keskustelun, mutta et voi enää vastata.",
	"report_message": "Ilmoita tästä viestistä",
	"fictional_warning_title": "Ennen kuin kirjoitat: tämä on kuvitteellinen profiili",
	"fictional_warning_confirm": "Olen lukenut tämän ja haluan jatkaa"
};
var icebreakers = {
	"weekend": "Moi! Onko sulla kivoja suunnitelmia viikonlopuksi?",
	"photo": "Hei, tosi kiva kuva! Missä se on otettu?",
	"music": "Moi! Millaisesta musiikista tykkäät?",
	"travel": "Hei! Mikä on paras paikka, jossa olet koskaan matkustanut?",
	"coffee": "Moi! Lähtisitkö joskus kahville?",
	"movie": "Hei! Ootko nähnyt hyviä leffoja viime aikoina?"
};
var time_bonus = {
	"strip_label": "Tervetulotarjous",
	"strip_title": "{percentage} %:n tervetulobonus – toimi nopeasti!",
	"ends_in": "Aikaa jäljellä",
	"strip_cta": "Hyödynnä {percentage} %:n alennus",
	"hide": "Piilota tarjous",
	"modal_title": "Sinun {percentage} %:n tervetulobonuksesi",
	"modal_text": "Uutena jäsenenä saat {percentage} %:n alennuksen ensimmäisistä krediiteistäsi. Aloita chattailu heti!",
	"act_fast": "Toimi nopeasti – tarjousaikaa jäljellä",
	"modal_cta": "Hyödynnä {percentage} %:n alennus nyt",
	"later": "Ehkä myöhemmin"
};
var direct_debit = {
	"title": "Maksa SEPA-suoraveloituksella",
	"intro": "Maksa suoraan pankkitililtäsi. Vahvistat valtuutuksen koodilla, jonka lähetämme puhelimeesi.",
	"other_methods": "Muut maksutavat",
	"choose_other_method": "Valitse toinen maksutapa",
	"not_available": "Suoraveloitus ei ole käytettävissä maassasi.",
	"retry": "Yritä uudelleen",
	"summary_title": "Tilauksesi",
	"bundle_credits": "{credits, plural, one {# krediitti} other {# krediittiä}}",
	"method": "SEPA-suoraveloitus",
	"refund_right": "Voit pyytää pankkiasi palauttamaan suoraveloituksen 8 viikon kuluessa.",
	"steps": "Vaiheet",
	"step_details": "Tietosi",
	"step_code": "Tekstiviestikoodi",
	"account_section": "Pankkitili",
	"account_holder": "Tilinomistaja",
	"iban": "IBAN",
	"address_section": "Tilinomistajan osoite",
	"street": "Katu",
	"house_number": "Talon nro",
	"postal_code": "Postinumero",
	"city": "Postitoimipaikka",
	"mobile": "Matkapuhelinnumero",
	"mobile_hint": "Lähetämme tähän numeroon vahvistuskoodin tekstiviestillä.",
	"mandate": "Valtuutan yrityksen {company} veloittamaan tämän summan ({amount}) tililtäni SEPA-suoraveloituksena ja pankkini veloittamaan tiliäni sen mukaisesti. Minulla on oikeus saada palautus pankiltani pankkini kanssa tekemäni sopimuksen ehtojen mukaisesti; palautusta on vaadittava 8 viikon kuluessa tilini veloituspäivästä.",
	"creditor": "Maksun saaja: {company}, {address}",
	"send_code": "Lähetä vahvistuskoodi",
	"code_title": "Vahvista tekstiviestin koodilla",
	"code_sent": "Lähetimme koodin numeroon {phone}.",
	"code": "6-numeroinen koodi",
	"code_resent": "Lähetimme sinulle uuden koodin.",
	"confirm": "Vahvista ja maksa {amount}",
	"change_details": "Muuta tietoja",
	"resend": "Lähetä uusi koodi",
	"privacy": "Pankkitietosi lähetetään salattuina, ja niitä käytetään vain hyväksymiisi maksuihin."
};
var payment_methods = {
	"creditcard": "Luottokortti",
	"banktransfer": "Tilisiirto",
	"directdebit": "SEPA-suoraveloitus"
};
var credits = {
	"title": "Osta krediittejä",
	"lead": "Krediiteillä maksat viestit, kuvat ja lahjat. Valitse sinulle sopiva paketti.",
	"code_carried": "Koodisi {code} antaa sinulle {percent} %:n alennuksen: valitse paketti, niin alennus vähennetään kassalla.",
	"reload": "Yritä uudelleen",
	"trust": {
		"secure": "Turvallinen maksu",
		"no_subscription": "Kertamaksu, ei tilausta",
		"returns": "{days} päivän ilmainen palautus"
	},
	"highlight": {
		"popular": "Suosituin",
		"best_value": "Paras hinta"
	},
	"credits_unit": "{count, plural, one {krediitti} other {krediittiä}}",
	"credits_count": "{count, plural, one {# krediitti} other {# krediittiä}}",
	"per_message": "{price} / viesti",
	"saving": "Säästä {percent} %",
	"choose": "Valitse",
	"choose_label": "Valitse {count, plural, one {# krediitti} other {# krediittiä}}",
	"balance": "Saldosi",
	"premium_badge": "Premium",
	"orders_link": "Tilauksesi ja kuittisi",
	"buy_again": {
		"creditcard": "Osta uudelleen kortillasi {label}",
		"directdebit": "Osta uudelleen suoraveloituksella {label}"
	},
	"costs": {
		"title": "Mihin krediitit käyvät",
		"message": "Viesti",
		"photo": "Kuva",
		"gift": "Lahja"
	}
};
var checkout = {
	"title": "Kassa",
	"lead": "{count, plural, one {# krediitti} other {# krediittiä}} hintaan {price}",
	"back_to_bundles": "Kaikki paketit",
	"not_found": "Tätä pakettia ei ole",
	"not_found_text": "Sitä ei ehkä enää tarjota. Valitse jokin nykyisistä paketeistamme.",
	"method_title": "Maksutapa",
	"summary_title": "Tilauksesi",
	"discount_line": "Alennus ({percent} %)",
	"total": "Yhteensä",
	"pay": "Maksa {amount}",
	"discount": {
		"title": "Alennuskoodi",
		"label": "Alennuskoodi",
		"placeholder": "Syötä alennuskoodi",
		"placeholder_other": "Onko sinulla toinen koodi?",
		"apply": "Käytä",
		"welcome_applied": "{percent} %:n tervetuliaisbonus käytetty",
		"applied": "Koodi {code}: {percent} %:n alennus käytetty",
		"remove": "Poista koodi {code}",
		"unfit": "Koodi {code} ei käy tälle maksutavalle tai paketille.",
		"minimum_order": "Tämä koodi koskee vähintään {amount} tilauksia."
	},
	"confirm": {
		"title": "Vahvista maksusi",
		"redirect": "Siirryt turvalliselle sivulle maksamaan palvelulla {method}.",
		"terms": "Jatkamalla hyväksyt ehtomme:",
		"cancel": "Takaisin",
		"continue": "Maksa {amount} nyt"
	}
};
var repeat_order = {
	"title": "Osta uudelleen",
	"lead": "Maksa yhdellä askeleella kortilla tai valtuutuksella, jota olet käyttänyt aiemmin.",
	"none": "Ei tallennettua maksutapaa",
	"none_text": "Kun olet maksanut kerran kortilla tai suoraveloituksella, voit ostaa täällä uudelleen yhdellä askeleella.",
	"choose_bundle": "Valitse paketti",
	"bundle_title": "Paketti",
	"method_title": "Maksutapa",
	"declined_text": "Korttisi hylättiin. Yritä uudelleen tai maksa tämä paketti PayPalilla.",
	"retry": "Yritä uudelleen",
	"pay_with_paypal": "Maksa PayPalilla"
};
var payment_result = {
	"title": "Maksu",
	"waiting": "Odotetaan maksuasi…",
	"waiting_text": "Sivu päivittyy itsestään heti, kun maksusi on vahvistettu.",
	"completed": "Maksu suoritettu",
	"credits_added": "Tilillesi on lisätty {count, plural, one {# krediitti} other {# krediittiä}}.",
	"balance": "Saldosi on nyt {count, plural, one {# krediitti} other {# krediittiä}}.",
	"premium_title": "Tervetuloa Premiumiin!",
	"premium_text": "Näet nyt kaikki kuvat, voit ladata jopa {photos} kuvaa ja chattailla kaikkien kanssa.",
	"start": "Aloita chattailu",
	"receipt": "Näytä kuitti",
	"failed": "Maksu epäonnistui tai peruttiin.",
	"failed_text": "Mitään ei veloitettu. Yritä uudelleen tai valitse toinen maksutapa.",
	"try_again": "Yritä uudelleen",
	"other_method": "Valitse toinen maksutapa"
};
var orders = {
	"title": "Tilauksesi",
	"buy": "Osta krediittejä",
	"empty": "Ei vielä tilauksia",
	"empty_text": "Ostoksesi ja niiden kuitit näkyvät täällä.",
	"status": {
		"pending": "Odottaa",
		"paid": "Maksettu",
		"failed": "Epäonnistui",
		"canceled": "Peruttu",
		"expired": "Vanhentunut"
	}
};
var credit_history = {
	"title": "Krediittihistoria",
	"empty": "Krediitteihisi ei ole vielä tullut muutoksia.",
	"balance": "Saldo {balance}",
	"more": "Näytä lisää",
	"kinds": {
		"signup": "Tervetuliaiskrediitit",
		"purchase": "Ostetut krediitit",
		"message": "Viesti lähetetty",
		"photo": "Kuva lähetetty",
		"gift": "Lahja lähetetty",
		"correction": "Asiakaspalvelun korjaus",
		"refund": "Hyvitys",
		"chargeback": "Maksu peruttu",
		"other": "Muu muutos"
	}
};
var receipt = {
	"title": "Kuitti",
	"number": "Tilausnro {id}",
	"not_found": "Tilausta ei löytynyt",
	"all_orders": "Kaikki tilaukset",
	"print": "Tulosta",
	"kvk": "Kaupparekisteri (KvK): {kvk}",
	"vat": "ALV-nro: {vat}",
	"date": "Päivämäärä",
	"status": "Tila",
	"method": "Maksutapa",
	"bundle": "Paketti",
	"price": "Hinta",
	"discount": "Alennus {code} ({percent} %)",
	"total": "Maksettu yhteensä ({currency})",
	"vat_included": "Kaikki hinnat sisältävät ALV:n.",
	"billed_to": "Asiakas"
};
var premium = {
	"title": "Ryhdy Premiumiksi",
	"title_member": "Olet Premium",
	"lead": "Näe enemmän, chattaile enemmän, saa enemmän matcheja.",
	"match_chance": "suurempi mahdollisuus matchiin",
	"any_bundle": "Minkä tahansa paketin ostaminen tekee sinusta premiumin",
	"benefits_title": "Mitä Premium antaa sinulle",
	"benefits": {
		"photos": {
			"title": "Näe kaikki kuvat",
			"text": "Jokaisen jäsenen jokainen kuva, myös yksityiset kuvat."
		},
		"uploads": {
			"title": "Jopa {premium} kuvaa",
			"text": "Näytä itsesi joka puolelta. Ilmaisjäsenet voivat ladata {free}."
		},
		"conversations": {
			"title": "Rajattomasti keskusteluja",
			"text": "Chattaile niin monen jäsenen kanssa kuin haluat. Ilmaisjäsenet chattailevat {free} jäsenen kanssa."
		},
		"forever": {
			"title": "Premium pysyvästi",
			"text": "Pysyt premiumina, vaikka krediittisi loppuisivat."
		}
	},
	"bundles_title": "Valitse pakettisi",
	"bundles_title_member": "Lisää krediittejä",
	"already": "Olet jo premium-jäsen.",
	"already_text": "Sinulla on jäljellä {count, plural, one {# krediitti} other {# krediittiä}}. Lisää, kun haluat.",
	"buy_credits": "Osta krediittejä"
};
var pricing = {
	"title": "Hinnat",
	"lead": "Rekisteröityminen on ilmaista. Maksat vain krediiteistä, paketeittain ja kerran: ei tilausta.",
	"signup": "Rekisteröidy ilmaiseksi",
	"notes": "Hinnat sisältävät ALV:n ja näytetään maasi valuutassa. Minkä tahansa paketin ostaminen tekee sinusta premium-jäsenen."
};
var connection = {
	"offline": "Olet offline-tilassa",
	"online": "Yhteys palasi"
};
var alerts = {
	"notifications_disabled": {
		"title": "Emme voi lähettää sinulle sähköposteja",
		"action": "Mitä voit tehdä"
	},
	"profile_photo": {
		"title": "Lisää profiilikuva",
		"text": "Kuvalliset jäsenet saavat paljon enemmän viestejä ja tykkäyksiä.",
		"action": "Lisää kuva"
	},
	"push": {
		"title": "Älä koskaan missaa viestiä",
		"text": "Ota ilmoitukset käyttöön, niin kerromme heti, kun joku kirjoittaa sinulle tai tykkää sinusta.",
		"action": "Ota ilmoitukset käyttöön",
		"failed": "Ilmoituksia ei voitu ottaa käyttöön. Yritä uudelleen."
	}
};
var notifications = {
	"title": "Ilmoitukset",
	"settings_intro": "Valitse, mitä sähköposteja ja push-ilmoituksia saat.",
	"manage": "Hallitse ilmoituksia",
	"fix": {
		"bounce": "Tarkista, että sähköpostiosoitteesi on oikein. Jos se on muuttunut, anna uusi osoite asetuksissa.",
		"spam_complaint": "Jos se oli vahinko, vaihda sähköpostiosoitteesi asetuksissa: uuteen, vahvistettuun osoitteeseen lähetämme taas sähköposteja.",
		"unsubscribed": "Ota alta käyttöön haluamasi sähköpostit, niin lähetämme niitä taas."
	},
	"fix_link": {
		"bounce": "Tarkista sähköpostiosoitteeni",
		"spam_complaint": "Vaihda sähköpostiosoitteeni"
	},
	"push": {
		"title": "Push-ilmoitukset",
		"on": "Push-ilmoitukset ovat käytössä tässä selaimessa.",
		"off": "Saat ilmoituksen tähän selaimeen heti, kun joku kirjoittaa sinulle tai tykkää sinusta.",
		"disable": "Poista ilmoitukset käytöstä",
		"denied": "Ilmoitukset on estetty tältä sivustolta. Avaa selaimen sivustoasetukset (osoitteen vieressä oleva kuvake), salli ilmoitukset ja lataa sivu uudelleen.",
		"unsupported": "Tämä selain ei voi näyttää tämän sivuston push-ilmoituksia."
	},
	"unsubscribe": {
		"title": "Peru tilaus",
		"question": "Perutaanko osoitteen {email} sähköpostit aiheesta {type}?",
		"confirm": "Peru tilaus",
		"done": "Et saa enää sähköposteja aiheesta {type}.",
		"settings": "Ilmoitusasetukset",
		"invalid": "Linkki on vanhentunut tai virheellinen.",
		"types": {
			"message": "uudet viestit",
			"like": "uudet tykkäykset",
			"match": "uudet osumat",
			"visit": "profiilikäynnit",
			"newsletter": "uutiset ja tarjoukset"
		}
	}
};
var geolocation = {
	"use_current": "Käytä nykyistä sijaintiani",
	"filled": "Täytetty nykyisen sijaintisi perusteella. Tarkista ja tallenna.",
	"not_found": "Emme pystyneet päättelemään paikkaa. Valitse sijaintisi itse.",
	"denied": "Et ole sallinut tämän sivuston nähdä sijaintiasi. Salli se selaimen sivustoasetuksista tai valitse sijaintisi itse.",
	"unavailable": "Sijaintisi ei ole juuri nyt saatavilla. Valitse se itse.",
	"outside": "Näytät olevan maassa {country}, jossa tämä sivusto ei ole käytettävissä. Valitse sijaintisi itse."
};
var static_pages = {
	"updated": "Päivitetty viimeksi {date}",
	"print": "Tulosta",
	"contents": "Tällä sivulla"
};
var ban_notice = {
	"title": "Pääsysi on estetty",
	"banned": "Esto koskee tiliäsi, sähköpostiosoitettasi, tätä laitetta tai internetyhteyttäsi. Alta voit lukea, miksi estämme ja miten voit valittaa.",
	"suspended_until": "Pääsysi on keskeytetty {date} asti. Alta voit lukea, miksi keskeytämme ja miten voit valittaa."
};
var lang_config = {
	"intro": "Valitse sivuston kieli. Valintasi tallennetaan tälle laitteelle ja, kun olet kirjautunut sisään, tiliisi.",
	"current": "Nykyinen kieli"
};
var moderation = { "reasons": {
	"not_a_person": "Kuvassa ei ole ihmistä",
	"public_nudity": "Alastomuutta julkisessa kuvassa",
	"minor": "Kuvassa on alaikäinen",
	"celebrity": "Kuvassa on julkisuuden henkilö",
	"contact_details": "Tekstiä tai yhteystietoja",
	"violence": "Väkivaltaa",
	"other": "Muu sääntöjemme rikkomus"
} };
var fi_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, fi_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
