// src/i18n/locales/it.json
var nav = {
	"language": "Lingua",
	"login": "Accedi",
	"search_members": "Cerca membri",
	"messages": "Messaggi",
	"likes": "Mi piace",
	"credits": "Crediti",
	"get_premium": "Passa a Premium",
	"my_profile": "Il mio profilo",
	"settings": "Impostazioni",
	"logout": "Esci",
	"menu": "Menu"
};
var errors = {
	"page_not_found": "Impossibile trovare questa pagina",
	"back_home": "Torna alla home page",
	"status": "Errore {status}",
	"error_page_failed": "Si è verificato un errore durante la visualizzazione della pagina di errore",
	"validation_failed": "Controlla i dati inseriti.",
	"not_found": "Contenuto non trovato.",
	"authentication_required": "Accedi di nuovo.",
	"request_type_required": "Ricarica la pagina e riprova.",
	"forbidden": "Non hai l’autorizzazione per farlo.",
	"internal_error": "Si è verificato un errore, riprova più tardi.",
	"service_unavailable": "Il servizio è momentaneamente non disponibile. Riprova tra un attimo.",
	"signups_closed": "Al momento non è possibile iscriversi.",
	"email_taken": "Esiste già un account su questo sito con questo indirizzo email.",
	"account_pending_deletion": "Questo account è ancora in attesa di eliminazione. Usa il link nell’email che ti abbiamo inviato per riattivarlo.",
	"login_failed": "Accesso non riuscito, riprova",
	"too_many_attempts": "Troppi tentativi errati, account bloccato per {minutes} min.",
	"too_many_reset_mails": "Troppe email di reimpostazione della password inviate, riprova domani.",
	"too_many_mails": "Troppe email inviate, riprova domani.",
	"email_not_found": "Indirizzo email non trovato",
	"link_invalid": "Link scaduto o non valido, richiedi una nuova email",
	"wrong_old_password": "Controlla la tua vecchia password.",
	"wrong_password": "Controlla la tua password.",
	"banned": "Il tuo accesso a questo sito è bloccato.",
	"premium_required": "Questa funzione è disponibile solo per i membri Premium.",
	"photo_limit_reached": "Hai raggiunto il massimo di {limit} foto.",
	"photo_invalid": "Questo file non è una foto che possiamo usare. Carica un’immagine JPEG, PNG o WebP.",
	"photo_too_large": "Questa foto è troppo grande. Carica una foto di massimo 20 MB.",
	"photo_too_many_pixels": "Questa foto ha troppi pixel. Carica una foto di massimo {max_megapixels} megapixel.",
	"photo_too_small": "Questa foto è troppo piccola. Carica una foto di almeno 200 × 200 pixel.",
	"swipe_limit_reached": "Hai usato i tuoi {limit} mi piace di oggi. Torna domani o passa a Premium per avere mi piace illimitati.",
	"blocked": "Non puoi vedere né contattare questo membro.",
	"login_required": "Accedi o iscriviti per continuare.",
	"not_enough_credits": "Non hai abbastanza crediti",
	"conversation_limit_reached": "Come membro gratuito puoi chattare con al massimo {limit} membri alla volta. Passa a premium per chattare con tutti.",
	"cannot_reply": "Questo membro non ha ancora confermato il suo indirizzo email, quindi non puoi ancora rispondere.",
	"network_error": "Nessuna connessione. Controlla la tua connessione a internet.",
	"too_many_requests": "Troppe richieste, riprova più tardi.",
	"rate_limited": "Lo stai facendo troppo spesso. Riprova tra {minutes} min.",
	"too_many_lookups": "Troppe richieste su indirizzi email, riprova tra {minutes} min.",
	"bundle_not_found": "Questo pacchetto non è disponibile.",
	"method_not_available": "Questo metodo di pagamento non è disponibile per te.",
	"code_not_found": "Codice non trovato",
	"code_already_used": "Codice già utilizzato",
	"code_expired": "Questo codice è scaduto.",
	"code_minimum_order": "Questo codice è valido solo sopra un importo minimo d’ordine.",
	"code_wrong_country": "Questo codice non è valido nel tuo paese.",
	"code_method_not_allowed": "Questo codice non è valido per questo metodo di pagamento.",
	"payment_failed": "Il pagamento non è riuscito o è stato annullato.",
	"payment_provider_unavailable": "Il servizio di pagamento non è raggiungibile al momento. Riprova più tardi.",
	"direct_debit_blocked": "Il tuo account è bloccato per i pagamenti con addebito diretto.",
	"direct_debit_limit_reached": "Hai raggiunto il limite per i pagamenti con addebito diretto. Usa un altro metodo di pagamento.",
	"sms_code_invalid": "Codice non valido",
	"sms_unavailable": "Al momento non possiamo inviare SMS. Riprova più tardi.",
	"refund_window_passed": "Il periodo di rimborso di questo ordine è scaduto; solo un amministratore può rimborsarlo.",
	"refund_not_possible": "Questo rimborso non è possibile.",
	"data_export_too_soon": "Puoi chiedere una copia dei tuoi dati una volta al giorno. Potrai chiederla di nuovo dal {at}.",
	"appeal_not_allowed": "Contro questa decisione non è (più) possibile presentare ricorso.",
	"fictional_warning_unconfirmed": "Conferma l'avviso sui profili fittizi prima di scrivere a uno di essi."
};
var validation = {
	"required": "Compila questo campo.",
	"invalid": "Questo valore non è valido.",
	"invalid_email": "Email non valida",
	"name_invalid": "Usa da 2 a 30 lettere o cifre; spazi, punti, trattini e trattini bassi sono consentiti, ma non all’inizio o alla fine.",
	"name_equals_email": "Il tuo nome utente non può essere il tuo indirizzo email.",
	"name_starts_with_at": "Il tuo nome utente non può iniziare con @.",
	"password_too_short": "Usa almeno 8 caratteri.",
	"password_too_long": "Usa al massimo 128 caratteri.",
	"password_too_common": "Questa password è troppo comune, scegline un’altra.",
	"password_personal": "La tua password non può essere il tuo indirizzo email o il tuo nome utente.",
	"dob_min_age": "Inserisci la tua data di nascita ({min_age}+)",
	"dob_invalid": "Data di nascita non valida.",
	"passwords_differ": "Le password inserite non coincidono.",
	"new_email_invalid": "Il nuovo indirizzo email non è valido.",
	"too_long": "Questo testo è troppo lungo.",
	"too_short": "Questo testo è troppo corto.",
	"confirmation_required": "Conferma, per favore.",
	"did_you_mean": "Intendevi {suggestion}?",
	"invalid_iban": "IBAN non valido",
	"invalid_phone": "Inserisci un numero di cellulare valido.",
	"authorization_required": "Autorizza l’addebito diretto per continuare.",
	"code_invalid": "Inserisci il codice a 6 cifre ricevuto via SMS."
};
var common = {
	"close": "Chiudi",
	"back": "Indietro",
	"next": "Avanti",
	"continue": "Continua",
	"choose": "Scegli",
	"cancel": "Annulla"
};
var fields = {
	"email": "Indirizzo email",
	"name": "Nome utente",
	"password": "Password",
	"new_password": "Nuova password",
	"password_repeat": "Ripeti la nuova password",
	"old_password": "Password attuale",
	"new_email": "Nuovo indirizzo email",
	"date_of_birth": "Data di nascita",
	"day": "Giorno",
	"month": "Mese",
	"year": "Anno",
	"gender": "Sono",
	"sexuality": "Il mio orientamento sessuale",
	"country": "Paese",
	"signup_message": "Il tuo primo messaggio (facoltativo)",
	"city": "Città",
	"about": "Su di me",
	"interests": "Interessi",
	"hair_colour": "Colore dei capelli",
	"eye_colour": "Colore degli occhi",
	"body_type": "Corporatura",
	"relationship_status": "Situazione sentimentale"
};
var profile = {
	"gender": {
		"male": "Uomo",
		"female": "Donna"
	},
	"sexuality": {
		"hetero": "Etero",
		"gay": "Gay",
		"lesbian": "Lesbica",
		"bi": "Bisessuale"
	},
	"hair_colour": {
		"black": "Neri",
		"brown": "Castani",
		"blond": "Biondi",
		"red": "Rossi",
		"grey": "Grigi",
		"white": "Bianchi",
		"bald": "Calvo",
		"other": "Altro"
	},
	"eye_colour": {
		"brown": "Castani",
		"blue": "Azzurri",
		"green": "Verdi",
		"grey": "Grigi",
		"hazel": "Nocciola",
		"other": "Altro"
	},
	"body_type": {
		"slim": "Snello",
		"athletic": "Atletico",
		"average": "Nella media",
		"muscular": "Muscoloso",
		"stocky": "Robusto",
		"large": "Corpulento"
	},
	"relationship_status": {
		"single": "Single",
		"relationship": "Impegnato",
		"open_relationship": "Relazione aperta",
		"married": "Sposato",
		"divorced": "Divorziato",
		"widowed": "Vedovo"
	}
};
var login = {
	"title": "Accedi",
	"submit": "Accedi",
	"forgot_password": "Hai dimenticato la password?",
	"no_account": "Non hai ancora un account?"
};
var signup = {
	"title": "Iscriviti gratis",
	"progress": "Passo {step} di {count}",
	"steps": {
		"email": {
			"title": "Qual è il tuo indirizzo email?",
			"text": "Ti inviamo un link per confermarlo. Gli altri membri non lo vedono mai."
		},
		"name": {
			"title": "Scegli un nome utente",
			"text": "È il nome che vedono gli altri membri."
		},
		"password": {
			"title": "Scegli una password",
			"text": "Almeno 8 caratteri. Tienila per te."
		},
		"date_of_birth": {
			"title": "Quando sei nato?",
			"text": "Possono iscriversi solo gli adulti. I membri vedono la tua età, mai la tua data di nascita."
		},
		"about": {
			"title": "Su di te",
			"text": "Ci aiuta a mostrarti gli uomini giusti."
		}
	},
	"submit": "Crea il mio account",
	"consent": "Creando un account confermi di avere almeno {min_age} anni e accetti i nostri termini:",
	"have_account": "Sei già iscritto?",
	"login_instead": "Accedi con questo indirizzo",
	"message_hint": "Lo inviamo a questo membro non appena il tuo account è pronto.",
	"invite_only": {
		"title": "Iscrizione solo su invito",
		"text": "Al momento {site} è aperto solo ai membri invitati. Usa il link del tuo invito."
	},
	"closed": {
		"title": "Le iscrizioni sono chiuse",
		"text": "Al momento {site} non accetta nuovi membri. Riprova più tardi."
	},
	"complete": {
		"title": "Conferma il tuo indirizzo email",
		"text": "Ci sei quasi! Abbiamo inviato un link a {email}. Cliccalo per attivare il tuo account.",
		"confirmed": "Il tuo indirizzo email è confermato. Divertiti!"
	},
	"matches": {
		"title": "I tuoi primi match",
		"text": "Membri adatti a te che sono passati di recente. Metti mi piace a quelli che ti attraggono o scrivi loro.",
		"empty": "Nessun suggerimento al momento: cerca tu stesso tra i membri."
	}
};
var activation = {
	"reminder_title": "Attiva il tuo account",
	"reminder_text": "Abbiamo inviato un link a {email}. Cliccalo per confermare il tuo indirizzo email e rendere visibile il tuo profilo.",
	"spam_hint": "Nessuna email? Controlla la cartella spam o posta indesiderata.",
	"resend": "Invia di nuovo l’email",
	"resent": "Abbiamo inviato di nuovo l’email.",
	"done_title": "Il tuo account è attivato",
	"done_text": "Grazie per aver confermato il tuo indirizzo email. Ora gli altri membri possono trovare il tuo profilo.",
	"done_continue": "Vai ai membri",
	"error_title": "Attivazione non riuscita",
	"login_to_resend": "Accedi per ricevere una nuova email",
	"already_confirmed": "Il tuo indirizzo email è già confermato."
};
var reset = {
	"intro": "Inserisci l’indirizzo email del tuo account e ti invieremo un link per scegliere una nuova password.",
	"submit": "Invia il link",
	"sent": "Abbiamo inviato un link a {email}. Cliccalo per scegliere una nuova password.",
	"back_to_login": "Torna all’accesso",
	"request_new": "Richiedi una nuova email",
	"save": "Salva la nuova password"
};
var mail_change = {
	"done": "Il tuo indirizzo email ora è {email}.",
	"done_no_session": "Il tuo nuovo indirizzo email è confermato.",
	"request_new": "Richiedi un nuovo link nelle impostazioni"
};
var settings = {
	"save": "Salva",
	"saved": "Salvato.",
	"account": {
		"title": "Account",
		"current_email": "Il tuo indirizzo email:",
		"change_email": "Cambia indirizzo email",
		"mail_sent": "Abbiamo inviato un link a {email}. Cliccalo per confermare il nuovo indirizzo; fino ad allora resta in uso quello attuale."
	},
	"password": {
		"title": "Password",
		"submit": "Cambia password",
		"changed": "La tua password è stata cambiata."
	},
	"language": {
		"title": "Lingua",
		"label": "La lingua di questo sito e delle nostre email"
	},
	"location": { "title": "Posizione" },
	"notifications": {
		"title": "Notifiche via email",
		"intro": "Scegli quali email ricevere da noi.",
		"types": {
			"message": "Nuovi messaggi",
			"like": "Nuovi mi piace",
			"match": "Nuovi match",
			"visit": "Visite al tuo profilo",
			"newsletter": "Novità e offerte speciali"
		},
		"disabled": {
			"spam_complaint": "Abbiamo smesso di inviarti email perché una di esse è stata segnalata come spam.",
			"bounce": "Abbiamo smesso di inviarti email perché non è stato possibile recapitarle al tuo indirizzo.",
			"unsubscribed": "Abbiamo smesso di inviarti email perché hai annullato l’iscrizione dalla tua app di posta."
		}
	},
	"first_contact": {
		"title": "Primi messaggi",
		"intro": "Nei tuoi primi giorni qui, uno di questi profili può scriverti per primo. Se preferisci di no, disattiva questa opzione: risponderanno solo ai tuoi messaggi.",
		"label": "Questi profili possono scrivermi per primi"
	},
	"data_export": {
		"title": "Scarica i miei dati",
		"intro": "Ricevi una copia di tutto ciò che conserviamo su di te: profilo, foto, like, conversazioni, ordini, crediti, impostazioni delle notifiche, accessi e segnalazioni, in un file ZIP. Ti inviamo un link via e-mail appena è pronta; funziona per {days, plural, one {# giorno} other {# giorni}}. Puoi chiederla una volta al giorno.",
		"preparing": "Stiamo preparando i tuoi dati. Riceverai un'e-mail quando saranno pronti.",
		"ready": "I tuoi dati sono pronti. Puoi scaricarli fino al {date}.",
		"download": "Scarica il file ZIP",
		"expired": "Il tuo ultimo link per il download è scaduto. Chiedi una nuova copia se ti serve.",
		"request": "Chiedi una copia dei miei dati"
	},
	"delete": {
		"title": "Elimina account",
		"intro": "Se elimini il tuo account, il tuo profilo viene nascosto subito. Per {days, plural, one {# giorno} other {# giorni}} puoi ancora recuperarlo; dopodiché tutto viene eliminato definitivamente.",
		"start": "Elimina il mio account…",
		"offer": "Resta e ottieni il {percent}% di sconto sui tuoi prossimi crediti",
		"offer_text": "Ci dispiacerebbe vederti andare via. Resta e i tuoi prossimi crediti costeranno meno.",
		"offer_accept": "Resto e ricevo il mio codice",
		"offer_decline": "No grazie, elimina il mio account",
		"code_title": "Il tuo codice sconto personale",
		"code_text": "Sconto del {percent}% su un acquisto di crediti, valido fino al {date}. Viene applicato automaticamente al pagamento.",
		"code_use": "Acquista crediti con il mio sconto",
		"warning": "Il tuo profilo scompare subito. Ti inviamo via email un link con cui puoi recuperare il tuo account entro {days, plural, one {# giorno} other {# giorni}}; dopodiché viene eliminato definitivamente.",
		"confirm_label": "Sì, voglio eliminare il mio account",
		"submit": "Elimina il mio account",
		"cancel": "Mantieni il mio account"
	}
};
var account_deleted = {
	"text": "Il tuo account è stato eliminato. Verrà rimosso definitivamente tra {days, plural, one {# giorno} other {# giorni}}.",
	"reactivate": "Ti abbiamo inviato un’email con un link per riattivarlo. Hai cambiato idea? Clicca su quel link entro {days, plural, one {# giorno} other {# giorni}}."
};
var home = {
	"lead": "Cerca profili vicino a te, metti mi piace a chi ti attrae, fai match e chatta in tempo reale. L’iscrizione è gratuita e richiede solo un minuto.",
	"cta_signup": "Iscriviti gratis",
	"cta_browse": "Sfoglia i membri",
	"adults_only": "Solo per maggiorenni (18+). La tua privacy prima di tutto.",
	"features": {
		"search": { "title": "Cerca e metti mi piace" },
		"swipe": {
			"title": "Gioca con lo swipe",
			"text": "Scorri a destra per mettere mi piace, a sinistra per passare. Volti nuovi ogni giorno, direttamente dal tuo telefono."
		},
		"chat": {
			"title": "Chatta in tempo reale",
			"text": "Messaggi, foto e regali arrivano nell’istante in cui vengono inviati, su ogni dispositivo."
		}
	},
	"steps_title": "Come funziona",
	"steps": {
		"profile": "Crea il tuo profilo e aggiungi una foto.",
		"like": "Metti mi piace ai membri e fai match con chi ricambia.",
		"chat": "Inizia a chattare e scopri dove ti porta."
	},
	"reactivated": "Bentornato, il tuo account è di nuovo attivo",
	"niche": {
		"general": {
			"kicker": "{site}: incontri e chat",
			"title": "Incontra single che vogliono quello che vuoi tu",
			"search": "Filtra per età, paese e regione e metti mi piace alle persone che vuoi conoscere. Un mi piace reciproco è un match."
		},
		"she": {
			"kicker": "{site}: incontri e chat lesbo",
			"title": "Incontra donne che amano le donne",
			"search": "Filtra per età, paese e regione e metti mi piace alle donne che vuoi conoscere. Un mi piace reciproco è un match."
		},
		"bdsm": {
			"kicker": "{site}: incontri e chat BDSM",
			"title": "Incontra partner che condividono le tue passioni",
			"search": "Filtra per età, paese e regione e metti mi piace ai partner che vuoi conoscere. Un mi piace reciproco è un match."
		},
		"bbw": {
			"kicker": "{site}: incontri e chat con donne curvy",
			"title": "Incontra donne curvy che si amano così come sono",
			"search": "Filtra per età, paese e regione e metti mi piace alle donne curvy che vuoi conoscere. Un mi piace reciproco è un match."
		},
		"gilf": {
			"kicker": "{site}: incontri e chat con donne over 60",
			"title": "Incontra donne over 60 che amano ancora flirtare",
			"search": "Filtra per età, paese e regione e metti mi piace alle donne che vuoi conoscere. Un mi piace reciproco è un match."
		},
		"milf": {
			"kicker": "{site}: incontri e chat con donne mature",
			"title": "Incontra donne mature che sanno cosa vogliono",
			"search": "Filtra per età, paese e regione e metti mi piace alle donne mature che vuoi conoscere. Un mi piace reciproco è un match."
		},
		"gay": {
			"kicker": "{site}: incontri e chat gay",
			"title": "Incontra uomini che vogliono quello che vuoi tu",
			"search": "Filtra per età, paese e regione e metti mi piace agli uomini che vuoi conoscere. Un mi piace reciproco è un match."
		}
	}
};
var routes = {
	"index": "Home",
	"likes": "Mi piace",
	"likes-type": "Mi piace",
	"likes-m-id": "Mi piace",
	"chats": "Messaggi",
	"chats-id": "Conversazione",
	"members": "Cerca membri",
	"members-id": "Profilo del membro",
	"members-id-chat": "Chat",
	"members-id-landing": "Conosci questo membro",
	"members-id-signup": "Iscrizione",
	"members-id-landing2-slug": "Conosci questo membro",
	"members-id-landing3-slug": "Conosci questo membro",
	"profile": "Il mio profilo",
	"settings": "Impostazioni",
	"signup": "Iscrizione",
	"signup-matches": "I tuoi match",
	"complete-signup": "Completa l’iscrizione",
	"login": "Accedi",
	"reset-password": "Reimposta la password",
	"reset-password-do": "Scegli una nuova password",
	"account-deleted": "Account eliminato",
	"activate-done": "Account attivato",
	"activate-error": "Attivazione non riuscita",
	"mail-change-do": "Conferma il nuovo indirizzo e-mail",
	"credits": "Crediti",
	"credits-id-paymentmethod": "Pagamento",
	"credits-repeat-order": "Ordina di nuovo",
	"directdebit": "Addebito diretto",
	"transactions-id": "Ordini",
	"premium": "Premium",
	"pricing": "Prezzi",
	"notifications": "Notifiche",
	"match-finder": "Trova match",
	"swipe-game": "Gioco dello swipe",
	"complaints": "Reclami",
	"lang-config": "Impostazioni della lingua",
	"landers-tinderswipe": "Scorri e incontra",
	"landers-alonetonight-slug": "Da solo stasera?",
	"landers-collagelanding-slug": "Incontra nuovi uomini",
	"landers-gallery-slug": "Galleria dei membri",
	"landers-iconslanding-slug": "Trova il tuo tipo",
	"landers-maplanding-slug": "Uomini vicino a te",
	"landers-socialnetwork-slug": "Unisciti alla community",
	"landers-transitionsvideolanding-slug": "Incontra nuovi uomini",
	"landers-video-slug": "Incontra nuovi uomini",
	"pages-ban": "Divieto di accesso",
	"pages-cookies": "Cookie",
	"pages-faq": "FAQ",
	"pages-privacy": "Informativa sulla privacy",
	"pages-return-policy": "Resi e rimborsi",
	"pages-service": "Assistenza clienti",
	"pages-terms": "Termini e condizioni",
	"pages-token": "Informazioni"
};
var region_labels = {
	"province": "Provincia",
	"state": "Stato",
	"canton": "Cantone",
	"county": "Contea",
	"voivodeship": "Voivodato",
	"region": "Regione"
};
var interests = {
	"adventure": "Avventura",
	"analsex": "Sesso anale",
	"animals": "Animali",
	"art": "Arte",
	"astrology": "Astrologia",
	"bbq": "Barbecue",
	"beach": "Spiaggia",
	"beer": "Birra",
	"biking": "Ciclismo",
	"bondage": "Bondage",
	"coffee": "Caffè",
	"cooking": "Cucinare",
	"dancing": "Ballare",
	"exchanging_pictures": "Scambio di foto",
	"fashion": "Moda",
	"foodie": "Buona cucina",
	"gardening": "Giardinaggio",
	"gym": "Palestra",
	"hiking": "Escursionismo",
	"hugging": "Coccole",
	"kissing": "Baci",
	"lingerie": "Lingerie",
	"massages": "Massaggi",
	"masturbating": "Masturbazione",
	"movies": "Film",
	"music": "Musica",
	"one_night_stand": "Avventura di una notte",
	"oral_sex": "Sesso orale",
	"outdoors": "Vita all’aria aperta",
	"party": "Feste",
	"photography": "Fotografia",
	"politics": "Politica",
	"public_sex": "Sesso in pubblico",
	"reading": "Lettura",
	"relationship": "Relazione seria",
	"sadomasochism": "Sadomasochismo",
	"safe_sex": "Sesso sicuro",
	"sex": "Sesso",
	"sex_toys": "Sex toy",
	"shopping": "Shopping",
	"sports": "Sport",
	"sushi": "Sushi",
	"tattoos": "Tatuaggi",
	"tea": "Tè",
	"theater": "Teatro",
	"threesome": "Sesso a tre",
	"travelling": "Viaggi",
	"vegetarian": "Vegetariano",
	"video_games": "Videogiochi",
	"wine": "Vino"
};
var premium_cta = { "button": "Passa a Premium" };
var signup_cta = {
	"title": "Iscriviti per vedere di più",
	"text": "Crea il tuo account gratuito o accedi per vedere i profili, mettere mi piace ai membri e chattare."
};
var members = {
	"fictional": "Profilo fittizio",
	"fictional_plural": "Profili fittizi",
	"age_short": "{age}",
	"photo_of": "Foto di {name}",
	"no_photo": "{name} non ha ancora una foto",
	"private_photo": "Foto privata",
	"blurred_photo": "Foto sfocata",
	"login_to_see_photos": "Accedi o registrati per vedere tutte le foto.",
	"photo_number": "{name}: foto {number} di {count}",
	"photos": "Foto",
	"show_photo": "Mostra la foto {number}",
	"blocked_title": "Questo profilo non è disponibile",
	"details": "Dettagli",
	"fields": {
		"gender": "Genere",
		"sexuality": "Orientamento",
		"hair_colour": "Capelli",
		"eye_colour": "Occhi",
		"body_type": "Corporatura",
		"relationship_status": "Situazione"
	},
	"chat": "Chatta",
	"more": "Altre azioni",
	"block": "Blocca",
	"unblock": "Sblocca",
	"report": "Segnala questo profilo",
	"block_title": "Bloccare {name}?",
	"block_text": "{name} non potrà più vedere il tuo profilo né contattarti, e non vi vedrete più nelle ricerche. Puoi sbloccare questo membro dal suo profilo in qualsiasi momento.",
	"you_blocked": "Hai bloccato {name}. Questo membro non può vedere il tuo profilo né contattarti.",
	"also_report": "Segnala anche {name} al nostro team",
	"block_and_report": "Blocca e segnala"
};
var likes = {
	"like": "Mi piace",
	"liked": "Ti piace",
	"like_name": "Metti mi piace a {name}",
	"unlike_name": "Togli il tuo mi piace a {name}",
	"match_badge": "È un match",
	"likes_you": "Gli piaci",
	"tabs_label": "Tipi di mi piace",
	"tabs": {
		"received": "Ricevuti",
		"sent": "Inviati",
		"matches": "Match"
	},
	"new": "Nuovo",
	"new_count": "{count, plural, one {# nuovo} other {# nuovi}}",
	"empty": {
		"received": "Ancora nessun mi piace",
		"sent": "Non hai ancora messo mi piace a nessuno",
		"matches": "Ancora nessun match"
	},
	"empty_text": "Metti mi piace ai membri che ti attraggono: quando qualcuno ricambia, è un match."
};
var like_modal = {
	"match_title": "È un match!",
	"match_text": "Tu e {name} vi piacete a vicenda.",
	"like_title": "Piaci a {name}!",
	"like_text": "Ricambia il suo mi piace ed è un match.",
	"send_message": "Invia un messaggio",
	"view_profile": "Vedi il profilo",
	"click_to_close": "Clicca ovunque per chiudere"
};
var search = {
	"filters": "Filtri di ricerca",
	"gender": "Cerco",
	"any_gender": "Tutti",
	"genders": {
		"male": "Uomini",
		"female": "Donne"
	},
	"any_country": "Tutti i paesi",
	"any_region": "Ovunque",
	"age": "Età",
	"min_age": "Età minima",
	"max_age": "Età massima",
	"reset": "Azzera i filtri",
	"result_count": "{count, plural, =0 {Nessun membro trovato} one {# membro trovato} other {# membri trovati}}",
	"no_results": "Nessun membro corrisponde alla tua ricerca",
	"no_results_text": "Prova una fascia d’età più ampia o un’altra regione.",
	"similar_title": "Membri simili",
	"similar_text": "{count, plural, one {# membro si avvicina alla tua ricerca} other {# membri si avvicinano alla tua ricerca}}",
	"login_required_title": "Iscriviti per cercare tra i membri",
	"login_required_text": "La ricerca è riservata ai membri. Crea il tuo account gratuito o accedi per vedere chi c’è vicino a te."
};
var pagination = {
	"label": "Pagine",
	"previous": "Pagina precedente",
	"next": "Pagina successiva",
	"page": "Pagina {page}"
};
var match_finder = {
	"intro": "Membri adatti a te. Metti mi piace a quelli che ti attraggono: se ricambiano, è un match.",
	"refresh": "Altri suggerimenti",
	"empty": "Nessun suggerimento al momento. Riprova più tardi o cerca tu stesso."
};
var swipe = {
	"help": "Trascina una scheda a destra per mettere mi piace o a sinistra per passare, oppure usa i pulsanti o i tasti freccia.",
	"like_stamp": "MI PIACE",
	"nope_stamp": "NO",
	"view_profile": "Vedi il profilo di {name}",
	"likes_left": "{count, plural, one {Oggi ti resta # mi piace} other {Oggi ti restano # mi piace}}",
	"premium_text": "I membri Premium mettono mi piace senza limiti.",
	"pass": "Salta {name}",
	"pass_hint": "Passa (←)",
	"like": "Metti mi piace a {name}",
	"like_hint": "Mi piace (→)",
	"empty_title": "Per ora hai visto tutti",
	"empty_text": "Ogni giorno arrivano nuovi membri. Torna più tardi o cerca tu stesso tra i membri."
};
var complaints = {
	"intro": "Raccontaci cosa è andato storto. Leggiamo ogni reclamo e rispondiamo entro pochi giorni lavorativi.",
	"intro_member": "Dicci cosa non va in questo profilo. Il membro non saprà chi lo ha segnalato.",
	"reason": "Motivo",
	"reasons": {
		"fake_profile": "Profilo falso",
		"harassment": "Molestie",
		"threats": "Minacce",
		"spam": "Spam o pubblicità",
		"underage": "Forse minorenne",
		"offensive_photo": "Foto offensiva",
		"payment": "Problema di pagamento",
		"other": "Altro"
	},
	"message": "Il tuo messaggio",
	"message_hint": "{count} / {max} caratteri, almeno 10",
	"email": "Il tuo indirizzo email",
	"email_hint": "Ti risponderemo a questo indirizzo.",
	"submit": "Invia il reclamo",
	"sent_title": "Grazie",
	"sent_text": "Abbiamo ricevuto il tuo reclamo e lo esamineremo.",
	"back_to_profile": "Torna al profilo",
	"sent_reference": "Il tuo riferimento è {reference}. Ti abbiamo inviato una conferma via e-mail.",
	"about_message": "Stai segnalando un messaggio della tua chat con questo membro.",
	"mine_title": "Reclami",
	"mine_intro": "I reclami che hai presentato e quelli riguardanti il tuo account, con le nostre decisioni.",
	"mine_none": "Non hai presentato reclami e non ce ne sono sul tuo account.",
	"about_you": "Un reclamo sul tuo account",
	"yours_about": "Il tuo reclamo su {name}",
	"yours": "Il tuo reclamo",
	"reference": "Riferimento",
	"content_label": "Contenuto",
	"decision_label": "Decisione",
	"until": "fino al {date}",
	"rule_label": "Regola",
	"why": "Motivo",
	"appeal_label": "Ricorso",
	"appeal_waiting": "Inviato il {date}; un’altra persona del nostro team lo esamina.",
	"appeal": "Presenta ricorso",
	"appeal_until": "Puoi presentare ricorso una volta, fino al {date}.",
	"appeal_text": "Perché dovremmo riesaminarlo?",
	"appeal_submit": "Invia ricorso",
	"status": {
		"open": "In attesa del nostro team",
		"decided": "Deciso",
		"appealed": "Ricorso in esame",
		"closed": "Ricorso deciso"
	},
	"content": {
		"message": "Un messaggio in chat",
		"photo": "Una foto del profilo"
	},
	"decisions": {
		"no_action": "Nessun provvedimento",
		"warning": "Un avvertimento",
		"remove_content": "Il contenuto è stato rimosso",
		"suspend": "Account sospeso",
		"ban": "Account bloccato"
	},
	"appeal_outcomes": {
		"upheld": "La decisione resta valida",
		"reversed": "La decisione è stata annullata"
	}
};
var own_profile = {
	"view_as_others": "Guarda come ti vedono gli altri",
	"basics": "Su di te",
	"where": "Dove vivi",
	"looks": "Aspetto e situazione",
	"not_specified": "Non specificato",
	"interests_hint": "{count, plural, =0 {Scegli cosa ti piace: aiuta gli altri a trovarti.} one {# interesse scelto} other {# interessi scelti}}",
	"about_placeholder": "Racconta agli altri chi sei e cosa cerchi.",
	"about_count": "{count} / {max}",
	"save": "Salva il profilo",
	"photos": "Le tue foto",
	"photo_count": "{count} foto su {limit}",
	"reorder_hint": "Trascina le foto per cambiarne l’ordine, oppure usa i pulsanti freccia. La foto principale è quella che gli altri vedono per prima.",
	"uploading": "Caricamento di {name}…",
	"upload_progress": "Avanzamento del caricamento",
	"add_photo": "Aggiungi una foto",
	"photo_types": "JPEG, PNG, WebP o AVIF",
	"upload_private": "Carica come foto privata (la vedono solo i membri Premium)",
	"limit_free": "Hai {limit} foto, il massimo per un membro gratuito. I membri Premium possono caricarne fino a {premium}.",
	"status": {
		"pending": "In verifica",
		"rejected": "Rifiutata",
		"active": "Visibile"
	},
	"rejected_text": "Questa foto non rispetta le nostre regole. Eliminala e caricane un’altra.",
	"rejected_reason": "Motivo: {reason}",
	"text_rejected": {
		"name": "Un moderatore non ha accettato il tuo nuovo nome ({reason}). Viene di nuovo mostrato il nome precedente.",
		"about": "Un moderatore non ha accettato il tuo nuovo testo «Su di me» ({reason}). Viene di nuovo mostrato il testo precedente."
	},
	"main": "Foto principale",
	"private": "Privata",
	"set_main": "Imposta come principale",
	"private_switch": "Privata",
	"move_earlier": "Sposta avanti la foto {number}",
	"move_later": "Sposta indietro la foto {number}",
	"delete_photo": "Elimina la foto {number}",
	"delete_title": "Eliminare questa foto?",
	"delete_text": "La foto verrà rimossa definitivamente dal tuo profilo.",
	"delete": "Elimina",
	"photo_alt": "La tua foto {number}"
};
var chats = {
	"waiting": "{count, plural, one {# novità ti aspetta} other {# novità ti aspettano}}",
	"no_messages_yet": "Ancora nessun messaggio",
	"preview_gift": "Regalo",
	"preview_photo": "Foto",
	"empty_title": "Ancora nessuna conversazione",
	"empty_text": "Trova qualcuno che ti piace e mandagli il primo messaggio.",
	"unread": "{count, plural, one {# messaggio non letto} other {# messaggi non letti}}",
	"delete": "Elimina la conversazione con {name}",
	"pick_conversation": "Scegli una conversazione da leggere e a cui rispondere.",
	"not_found": "Impossibile trovare questa conversazione.",
	"back": "Torna ai messaggi",
	"load_older": "Mostra i messaggi precedenti",
	"start_text": "Saluta {name}!",
	"read": "Letto",
	"delivered": "Inviato",
	"sending": "Invio in corso…",
	"send_failed": "Non inviato.",
	"retry": "Riprova",
	"buy_credits": "Acquista crediti",
	"send_gift": "Invia un regalo",
	"send_photo": "Invia una foto",
	"placeholder": "Scrivi un messaggio…",
	"send": "Invia",
	"length_counter": "{count} / {max}",
	"cost_hint": "Messaggio: {message, plural, one {# credito} other {# crediti}} · foto: {photo, plural, one {# credito} other {# crediti}} · regalo: {gift, plural, one {# credito} other {# crediti}}",
	"cost_minimum": "(almeno {amount} a messaggio)",
	"gifts_title": "Invia un regalo",
	"gift_cost": "Ogni regalo costa {credits, plural, one {# credito} other {# crediti}}.",
	"icebreaker_title": "Rompi il ghiaccio con {name}",
	"icebreaker_text": "Non sai come iniziare? Scegli un messaggio e modificalo come preferisci.",
	"deleted_member": "Membro eliminato",
	"deleted_member_note": "Questo membro ha eliminato il suo account. Puoi leggere la conversazione, ma non puoi più rispondere.",
	"report_message": "Segnala questo messaggio",
	"fictional_warning_title": "Prima di scrivere: questo è un profilo fittizio",
	"fictional_warning_confirm": "Ho letto e voglio continuare"
};
var icebreakers = {
	"weekend": "Ciao! Hai qualche bel programma per il weekend?",
	"photo": "Ehi, mi piace molto la tua foto. Dove l’hai scattata?",
	"music": "Ciao! Che musica ascolti?",
	"travel": "Ehi! Qual è il posto più bello in cui sei stato?",
	"coffee": "Ciao! Ti va di prendere un caffè insieme uno di questi giorni?",
	"movie": "Ehi! Hai visto qualche bel film ultimamente?"
};
var time_bonus = {
	"strip_label": "Offerta di benvenuto",
	"strip_title": "Bonus di benvenuto del {percentage}%: affrettati!",
	"ends_in": "Termina tra",
	"strip_cta": "Ottieni il {percentage}% di sconto",
	"hide": "Nascondi l’offerta",
	"modal_title": "Il tuo bonus di benvenuto del {percentage}%",
	"modal_text": "Come nuovo membro hai il {percentage}% di sconto sui tuoi primi crediti. Inizia subito a chattare!",
	"act_fast": "Affrettati: l’offerta termina tra",
	"modal_cta": "Ottieni ora il {percentage}% di sconto",
	"later": "Forse più tardi"
};
var direct_debit = {
	"title": "Paga con addebito diretto SEPA",
	"intro": "Paga direttamente dal tuo conto bancario. Confermi il mandato con un codice che inviamo al tuo cellulare.",
	"other_methods": "Altri metodi di pagamento",
	"choose_other_method": "Scegli un altro metodo di pagamento",
	"not_available": "L’addebito diretto non è disponibile nel tuo paese.",
	"retry": "Riprova",
	"summary_title": "Il tuo ordine",
	"bundle_credits": "{credits, plural, one {# credito} other {# crediti}}",
	"method": "Addebito diretto SEPA",
	"refund_right": "Puoi chiedere alla tua banca il rimborso di un addebito entro 8 settimane.",
	"steps": "Passaggi",
	"step_details": "I tuoi dati",
	"step_code": "Codice SMS",
	"account_section": "Conto bancario",
	"account_holder": "Intestatario del conto",
	"iban": "IBAN",
	"address_section": "Indirizzo dell’intestatario",
	"street": "Via",
	"house_number": "N. civico",
	"postal_code": "CAP",
	"city": "Città",
	"mobile": "Numero di cellulare",
	"mobile_hint": "A questo numero inviamo un codice di conferma via SMS.",
	"mandate": "Autorizzo {company} ad addebitare questo importo ({amount}) sul mio conto tramite addebito diretto SEPA, e la mia banca a procedere con l’addebito. Ho diritto al rimborso da parte della mia banca secondo le condizioni del contratto stipulato con essa; il rimborso deve essere richiesto entro 8 settimane dalla data di addebito sul mio conto.",
	"creditor": "Creditore: {company}, {address}",
	"send_code": "Invia il codice di conferma",
	"code_title": "Conferma con il codice dell’SMS",
	"code_sent": "Abbiamo inviato un codice al {phone}.",
	"code": "Codice a 6 cifre",
	"code_resent": "Ti abbiamo inviato un nuovo codice.",
	"confirm": "Conferma e paga {amount}",
	"change_details": "Modifica i dati",
	"resend": "Invia un nuovo codice",
	"privacy": "I tuoi dati bancari vengono trasmessi in modo cifrato e usati solo per i pagamenti che autorizzi."
};
var payment_methods = {
	"creditcard": "Carta di credito",
	"banktransfer": "Bonifico bancario",
	"directdebit": "Addebito diretto SEPA"
};
var credits = {
	"title": "Acquista crediti",
	"lead": "Con i crediti paghi messaggi, foto e regali. Scegli il pacchetto giusto per te.",
	"code_carried": "Il tuo codice {code} ti dà uno sconto del {percent}%: scegli un pacchetto e verrà applicato al pagamento.",
	"reload": "Riprova",
	"trust": {
		"secure": "Pagamento sicuro",
		"no_subscription": "Pagamento unico, nessun abbonamento",
		"returns": "Reso gratuito entro {days} giorni"
	},
	"highlight": {
		"popular": "Il più popolare",
		"best_value": "Miglior prezzo"
	},
	"credits_unit": "{count, plural, one {credito} other {crediti}}",
	"credits_count": "{count, plural, one {# credito} other {# crediti}}",
	"per_message": "{price} a messaggio",
	"saving": "Risparmia il {percent}%",
	"choose": "Scegli",
	"choose_label": "Scegli {count, plural, one {# credito} other {# crediti}}",
	"balance": "Il tuo saldo",
	"premium_badge": "Premium",
	"orders_link": "I tuoi ordini e ricevute",
	"buy_again": {
		"creditcard": "Acquista di nuovo con la tua carta {label}",
		"directdebit": "Acquista di nuovo con addebito diretto {label}"
	},
	"costs": {
		"title": "A cosa servono i crediti",
		"message": "Un messaggio",
		"photo": "Una foto",
		"gift": "Un regalo"
	}
};
var checkout = {
	"title": "Pagamento",
	"lead": "{count, plural, one {# credito} other {# crediti}} per {price}",
	"back_to_bundles": "Tutti i pacchetti",
	"not_found": "Questo pacchetto non esiste",
	"not_found_text": "Forse non è più in offerta. Scegli uno dei nostri pacchetti attuali.",
	"method_title": "Metodo di pagamento",
	"summary_title": "Il tuo ordine",
	"discount_line": "Sconto ({percent}%)",
	"total": "Totale",
	"pay": "Paga {amount}",
	"discount": {
		"title": "Codice sconto",
		"label": "Codice sconto",
		"placeholder": "Inserisci un codice sconto",
		"placeholder_other": "Hai un altro codice?",
		"apply": "Applica",
		"welcome_applied": "Bonus di benvenuto del {percent}% applicato",
		"applied": "Codice {code}: sconto del {percent}% applicato",
		"remove": "Rimuovi il codice {code}",
		"unfit": "Il codice {code} non vale per questo metodo di pagamento o questo pacchetto.",
		"minimum_order": "Questo codice vale per ordini a partire da {amount}."
	},
	"confirm": {
		"title": "Conferma il pagamento",
		"redirect": "Proseguirai su una pagina sicura per pagare con {method}.",
		"terms": "Proseguendo accetti le nostre condizioni:",
		"cancel": "Indietro",
		"continue": "Paga ora {amount}"
	}
};
var repeat_order = {
	"title": "Acquista di nuovo",
	"lead": "Paga in un solo passaggio con una carta o un mandato già usato.",
	"none": "Nessun metodo di pagamento salvato",
	"none_text": "Dopo aver pagato una volta con carta o addebito diretto, qui potrai riacquistare in un solo passaggio.",
	"choose_bundle": "Scegli un pacchetto",
	"bundle_title": "Pacchetto",
	"method_title": "Paga con",
	"declined_text": "La tua carta è stata rifiutata. Riprova o paga questo pacchetto con PayPal.",
	"retry": "Riprova",
	"pay_with_paypal": "Paga con PayPal"
};
var payment_result = {
	"title": "Pagamento",
	"waiting": "In attesa del tuo pagamento…",
	"waiting_text": "Questa pagina si aggiorna da sola appena il pagamento viene confermato.",
	"completed": "Pagamento completato",
	"credits_added": "{count, plural, one {# credito è stato aggiunto} other {# crediti sono stati aggiunti}} al tuo account.",
	"balance": "Il tuo saldo ora è di {count, plural, one {# credito} other {# crediti}}.",
	"premium_title": "Benvenuto in Premium!",
	"premium_text": "Ora vedi tutte le foto, puoi caricarne fino a {photos} e chattare con tutti.",
	"start": "Inizia a chattare",
	"receipt": "Vedi ricevuta",
	"failed": "Il pagamento non è riuscito o è stato annullato.",
	"failed_text": "Non è stato addebitato nulla. Riprova o scegli un altro metodo di pagamento.",
	"try_again": "Riprova",
	"other_method": "Scegli un altro metodo"
};
var orders = {
	"title": "I tuoi ordini",
	"buy": "Acquista crediti",
	"empty": "Ancora nessun ordine",
	"empty_text": "Qui compariranno i tuoi acquisti e le relative ricevute.",
	"status": {
		"pending": "In attesa",
		"paid": "Pagato",
		"failed": "Non riuscito",
		"canceled": "Annullato",
		"expired": "Scaduto"
	}
};
var credit_history = {
	"title": "Cronologia dei crediti",
	"empty": "Ancora nessuna modifica ai tuoi crediti.",
	"balance": "Saldo {balance}",
	"more": "Mostra altri",
	"kinds": {
		"signup": "Crediti di benvenuto",
		"purchase": "Crediti acquistati",
		"message": "Messaggio inviato",
		"photo": "Foto inviata",
		"gift": "Regalo inviato",
		"correction": "Correzione del servizio clienti",
		"refund": "Rimborso",
		"chargeback": "Pagamento stornato",
		"other": "Altra modifica"
	}
};
var receipt = {
	"title": "Ricevuta",
	"number": "Ordine n. {id}",
	"not_found": "Questo ordine non è stato trovato",
	"all_orders": "Tutti gli ordini",
	"print": "Stampa",
	"kvk": "Registro delle imprese (KvK): {kvk}",
	"vat": "Partita IVA: {vat}",
	"date": "Data",
	"status": "Stato",
	"method": "Metodo di pagamento",
	"bundle": "Pacchetto",
	"price": "Prezzo",
	"discount": "Sconto {code} ({percent}%)",
	"total": "Totale pagato ({currency})",
	"vat_included": "Tutti i prezzi sono IVA inclusa.",
	"billed_to": "Cliente"
};
var premium = {
	"title": "Passa a Premium",
	"title_member": "Sei Premium",
	"lead": "Vedi di più, chatta di più, fai più match.",
	"match_chance": "di probabilità in più di un match",
	"any_bundle": "Acquistare un pacchetto qualsiasi ti rende premium",
	"benefits_title": "Cosa ti offre Premium",
	"benefits": {
		"photos": {
			"title": "Vedi tutte le foto",
			"text": "Ogni foto di ogni membro, comprese quelle private."
		},
		"uploads": {
			"title": "Fino a {premium} foto",
			"text": "Mostrati da ogni lato. I membri gratuiti possono caricarne {free}."
		},
		"conversations": {
			"title": "Conversazioni illimitate",
			"text": "Chatta con tutti i membri che vuoi. I membri gratuiti chattano con {free}."
		},
		"forever": {
			"title": "Premium per sempre",
			"text": "Resti premium anche quando finisci i crediti."
		}
	},
	"bundles_title": "Scegli il tuo pacchetto",
	"bundles_title_member": "Ricarica i tuoi crediti",
	"already": "Sei già un membro premium.",
	"already_text": "Ti restano {count, plural, one {# credito} other {# crediti}}. Ricarica quando vuoi.",
	"buy_credits": "Acquista crediti"
};
var pricing = {
	"title": "Prezzi",
	"lead": "L’iscrizione è gratuita. Paghi solo i crediti, a pacchetti e una volta sola: nessun abbonamento.",
	"signup": "Iscriviti gratis",
	"notes": "I prezzi sono IVA inclusa e nella valuta del tuo paese. Acquistare un pacchetto qualsiasi ti rende membro premium."
};
var connection = {
	"offline": "Sei offline",
	"online": "Di nuovo online"
};
var alerts = {
	"notifications_disabled": {
		"title": "Non possiamo inviarti e-mail",
		"action": "Cosa fare"
	},
	"profile_photo": {
		"title": "Aggiungi una foto profilo",
		"text": "I membri con una foto ricevono molti più messaggi e like.",
		"action": "Aggiungi una foto"
	},
	"push": {
		"title": "Non perdere più nessun messaggio",
		"text": "Attiva le notifiche e ti avviseremo subito quando qualcuno ti scrive o ti mette un like.",
		"action": "Attiva le notifiche",
		"failed": "Impossibile attivare le notifiche. Riprova."
	}
};
var notifications = {
	"title": "Notifiche",
	"settings_intro": "Scegli quali e-mail e notifiche push ricevere.",
	"manage": "Gestisci le notifiche",
	"fix": {
		"bounce": "Controlla che il tuo indirizzo e-mail sia corretto. Se è cambiato, inserisci il nuovo indirizzo nelle impostazioni.",
		"spam_complaint": "Se è stato un errore, cambia il tuo indirizzo e-mail nelle impostazioni: un nuovo indirizzo confermato riceve di nuovo le nostre e-mail.",
		"unsubscribed": "Attiva qui sotto le e-mail che desideri e le invieremo di nuovo."
	},
	"fix_link": {
		"bounce": "Controlla il mio indirizzo e-mail",
		"spam_complaint": "Cambia il mio indirizzo e-mail"
	},
	"push": {
		"title": "Notifiche push",
		"on": "Le notifiche push sono attive in questo browser.",
		"off": "Ricevi una notifica in questo browser appena qualcuno ti scrive o ti mette un like.",
		"disable": "Disattiva le notifiche",
		"denied": "Le notifiche sono bloccate per questo sito. Apri le impostazioni del sito nel browser (l’icona accanto all’indirizzo), consenti le notifiche e ricarica questa pagina.",
		"unsupported": "Questo browser non può mostrare notifiche push di questo sito."
	},
	"unsubscribe": {
		"title": "Annulla iscrizione",
		"question": "Annullare l’iscrizione di {email} alle e-mail di {type}?",
		"confirm": "Annulla iscrizione",
		"done": "Non riceverai più e-mail di {type}.",
		"settings": "Impostazioni delle notifiche",
		"invalid": "Questo link è scaduto o non è valido.",
		"types": {
			"message": "nuovi messaggi",
			"like": "nuovi like",
			"match": "nuovi match",
			"visit": "visite al profilo",
			"newsletter": "newsletter"
		}
	}
};
var geolocation = {
	"use_current": "Usa la mia posizione attuale",
	"filled": "Compilato con la tua posizione attuale. Controlla e salva.",
	"not_found": "Non siamo riusciti a capire dove si trova. Scegli tu la tua posizione.",
	"denied": "Non hai consentito a questo sito di vedere la tua posizione. Consentilo nelle impostazioni del sito del browser, oppure scegli tu la posizione.",
	"unavailable": "La tua posizione non è disponibile al momento. Sceglila tu.",
	"outside": "Sembra che tu sia in {country}, dove questo sito non è disponibile. Scegli tu la tua posizione."
};
var static_pages = {
	"updated": "Ultimo aggiornamento: {date}",
	"print": "Stampa",
	"contents": "In questa pagina"
};
var ban_notice = {
	"title": "Il tuo accesso è bloccato",
	"banned": "Un blocco riguarda il tuo account, il tuo indirizzo e-mail, questo dispositivo o la tua connessione internet. Qui sotto puoi leggere perché blocchiamo e come presentare ricorso.",
	"suspended_until": "Il tuo accesso è sospeso fino al {date}. Qui sotto puoi leggere perché sospendiamo e come presentare ricorso."
};
var lang_config = {
	"intro": "Scegli la lingua del sito. La tua scelta viene ricordata su questo dispositivo e, se hai effettuato l’accesso, nel tuo account.",
	"current": "Lingua attuale"
};
var moderation = { "reasons": {
	"not_a_person": "Non mostra una persona",
	"public_nudity": "Nudità in una foto pubblica",
	"minor": "Mostra una persona minorenne",
	"celebrity": "Mostra una persona famosa",
	"contact_details": "Testo o dati di contatto",
	"violence": "Violenza",
	"other": "Un’altra violazione delle nostre regole"
} };
var it_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, it_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
