// src/i18n/locales/fr.json
var nav = {
	"language": "Langue",
	"login": "Connexion",
	"search_members": "Rechercher des membres",
	"messages": "Messages",
	"likes": "Likes",
	"credits": "Crédits",
	"get_premium": "Passer Premium",
	"my_profile": "Mon profil",
	"settings": "Paramètres",
	"logout": "Déconnexion",
	"menu": "Menu"
};
var errors = {
	"page_not_found": "Cette page est introuvable",
	"back_home": "Retour à l’accueil",
	"status": "Erreur {status}",
	"error_page_failed": "Une erreur s’est produite lors de l’affichage de la page d’erreur",
	"validation_failed": "Vérifie les informations saisies.",
	"not_found": "Élément introuvable.",
	"authentication_required": "Reconnecte-toi.",
	"request_type_required": "Recharge la page et réessaie.",
	"forbidden": "Tu n’as pas l’autorisation de faire cela.",
	"internal_error": "Une erreur s’est produite, réessaie plus tard.",
	"service_unavailable": "Le service est momentanément indisponible. Réessaie dans un instant.",
	"signups_closed": "Les inscriptions ne sont pas possibles pour le moment.",
	"email_taken": "Un compte existe déjà sur ce site avec cette adresse e-mail.",
	"account_pending_deletion": "Ce compte est toujours en attente de suppression. Utilise le lien dans l’e-mail que nous t’avons envoyé pour le réactiver.",
	"login_failed": "Échec de la connexion, réessaie",
	"too_many_attempts": "Trop de tentatives incorrectes, compte bloqué pendant {minutes} min.",
	"too_many_reset_mails": "Trop d’e-mails de réinitialisation du mot de passe envoyés, réessaie demain.",
	"too_many_mails": "Trop d’e-mails envoyés, réessaie demain.",
	"email_not_found": "Adresse e-mail introuvable",
	"link_invalid": "Lien expiré ou invalide, demande un nouvel e-mail",
	"wrong_old_password": "Vérifie ton ancien mot de passe.",
	"wrong_password": "Vérifie ton mot de passe.",
	"banned": "Ton accès à ce site est bloqué.",
	"premium_required": "Cette fonctionnalité est réservée aux membres Premium.",
	"photo_limit_reached": "Tu as atteint le maximum de {limit} photos.",
	"photo_invalid": "Ce fichier n’est pas une photo que nous pouvons utiliser. Importe une image JPEG, PNG ou WebP.",
	"photo_too_large": "Cette photo est trop lourde. Importe une photo de 20 Mo maximum.",
	"photo_too_many_pixels": "Cette photo a trop de pixels. Importe une photo de {max_megapixels} mégapixels maximum.",
	"photo_too_small": "Cette photo est trop petite. Importe une photo d’au moins 200 × 200 pixels.",
	"swipe_limit_reached": "Tu as utilisé tes {limit} likes du jour. Reviens demain ou passe Premium pour des likes illimités.",
	"blocked": "Tu ne peux ni voir ce membre ni le contacter.",
	"login_required": "Connecte-toi ou inscris-toi pour continuer.",
	"not_enough_credits": "Tu n’as pas assez de crédits",
	"conversation_limit_reached": "En tant que membre gratuit, tu peux discuter avec {limit} membres maximum à la fois. Passe premium pour discuter avec tout le monde.",
	"cannot_reply": "Ce membre n’a pas encore confirmé son adresse e-mail, tu ne peux donc pas encore répondre.",
	"network_error": "Pas de connexion. Vérifie ta connexion Internet.",
	"too_many_requests": "Trop de requêtes, réessaie plus tard.",
	"rate_limited": "Tu le fais trop souvent. Réessaie dans {minutes} min.",
	"too_many_lookups": "Trop de requêtes concernant des adresses e-mail, réessaie dans {minutes} min.",
	"bundle_not_found": "Ce pack n’est pas disponible.",
	"method_not_available": "Ce moyen de paiement n’est pas disponible pour toi.",
	"code_not_found": "Code introuvable",
	"code_already_used": "Code déjà utilisé",
	"code_expired": "Ce code a expiré.",
	"code_minimum_order": "Ce code n’est valable qu’à partir d’un montant minimum de commande.",
	"code_wrong_country": "Ce code n’est pas valable dans ton pays.",
	"code_method_not_allowed": "Ce code n’est pas valable pour ce moyen de paiement.",
	"payment_failed": "Le paiement a échoué ou a été annulé.",
	"payment_provider_unavailable": "Le service de paiement est injoignable pour le moment. Réessaie plus tard.",
	"direct_debit_blocked": "Ton compte est bloqué pour les paiements par prélèvement.",
	"direct_debit_limit_reached": "Ta limite de paiements par prélèvement est atteinte. Utilise un autre moyen de paiement.",
	"sms_code_invalid": "Code invalide",
	"sms_unavailable": "Nous ne pouvons pas envoyer de SMS pour le moment. Réessaie plus tard.",
	"refund_window_passed": "Le délai de remboursement de cette commande est dépassé ; seul un administrateur peut la rembourser.",
	"refund_not_possible": "Ce remboursement n’est pas possible.",
	"data_export_too_soon": "Vous pouvez demander une copie de vos données une fois par jour. Vous pourrez la redemander à partir du {at}.",
	"appeal_not_allowed": "Cette décision ne peut pas (ou plus) faire l’objet d’un appel.",
	"fictional_warning_unconfirmed": "Confirme l'avis sur les profils fictifs avant d'écrire à l'un d'eux."
};
var validation = {
	"required": "Remplis ce champ.",
	"invalid": "Cette valeur n’est pas valide.",
	"invalid_email": "Adresse e-mail invalide",
	"name_invalid": "Utilise de 2 à 30 lettres ou chiffres\xA0; les espaces, points, tirets et tirets bas sont autorisés, sauf au début et à la fin.",
	"name_equals_email": "Ton nom d’utilisateur ne doit pas être ton adresse e-mail.",
	"name_starts_with_at": "Ton nom d’utilisateur ne doit pas commencer par @.",
	"password_too_short": "Utilise au moins 8 caractères.",
	"password_too_long": "Utilise 128 caractères maximum.",
	"password_too_common": "Ce mot de passe est trop courant, choisis-en un autre.",
	"password_personal": "Ton mot de passe ne doit pas être ton adresse e-mail ni ton nom d’utilisateur.",
	"dob_min_age": "Saisis ta date de naissance ({min_age}+)",
	"dob_invalid": "Date de naissance invalide.",
	"passwords_differ": "Les mots de passe saisis ne sont pas identiques.",
	"new_email_invalid": "La nouvelle adresse e-mail n’est pas valide.",
	"too_long": "Ce texte est trop long.",
	"too_short": "Ce texte est trop court.",
	"confirmation_required": "Merci de confirmer.",
	"did_you_mean": "Tu voulais dire {suggestion}\xA0?",
	"invalid_iban": "IBAN invalide",
	"invalid_phone": "Saisis un numéro de mobile valide.",
	"authorization_required": "Autorise le prélèvement pour continuer.",
	"code_invalid": "Saisis le code à 6 chiffres reçu par SMS."
};
var common = {
	"close": "Fermer",
	"back": "Retour",
	"next": "Suivant",
	"continue": "Continuer",
	"choose": "Fais ton choix",
	"cancel": "Annuler"
};
var fields = {
	"email": "Adresse e-mail",
	"name": "Nom d’utilisateur",
	"password": "Mot de passe",
	"new_password": "Nouveau mot de passe",
	"password_repeat": "Répète le nouveau mot de passe",
	"old_password": "Mot de passe actuel",
	"new_email": "Nouvelle adresse e-mail",
	"date_of_birth": "Date de naissance",
	"day": "Jour",
	"month": "Mois",
	"year": "Année",
	"gender": "Je suis",
	"sexuality": "Mon orientation sexuelle",
	"country": "Pays",
	"signup_message": "Ton premier message (facultatif)",
	"city": "Ville",
	"about": "À propos de moi",
	"interests": "Centres d’intérêt",
	"hair_colour": "Couleur des cheveux",
	"eye_colour": "Couleur des yeux",
	"body_type": "Silhouette",
	"relationship_status": "Situation amoureuse"
};
var profile = {
	"gender": {
		"male": "Homme",
		"female": "Femme"
	},
	"sexuality": {
		"hetero": "Hétéro",
		"gay": "Gay",
		"lesbian": "Lesbienne",
		"bi": "Bi"
	},
	"hair_colour": {
		"black": "Noirs",
		"brown": "Châtains",
		"blond": "Blonds",
		"red": "Roux",
		"grey": "Gris",
		"white": "Blancs",
		"bald": "Chauve",
		"other": "Autre"
	},
	"eye_colour": {
		"brown": "Marron",
		"blue": "Bleus",
		"green": "Verts",
		"grey": "Gris",
		"hazel": "Noisette",
		"other": "Autre"
	},
	"body_type": {
		"slim": "Mince",
		"athletic": "Athlétique",
		"average": "Dans la moyenne",
		"muscular": "Musclé",
		"stocky": "Trapu",
		"large": "Corpulent"
	},
	"relationship_status": {
		"single": "Célibataire",
		"relationship": "En couple",
		"open_relationship": "En couple libre",
		"married": "Marié",
		"divorced": "Divorcé",
		"widowed": "Veuf"
	}
};
var login = {
	"title": "Connexion",
	"submit": "Se connecter",
	"forgot_password": "Mot de passe oublié ?",
	"no_account": "Pas encore de compte ?"
};
var signup = {
	"title": "Inscris-toi gratuitement",
	"progress": "Étape {step} sur {count}",
	"steps": {
		"email": {
			"title": "Quelle est ton adresse e-mail ?",
			"text": "Nous t’envoyons un lien pour la confirmer. Les autres membres ne la voient jamais."
		},
		"name": {
			"title": "Choisis un nom d’utilisateur",
			"text": "C’est le nom que voient les autres membres."
		},
		"password": {
			"title": "Choisis un mot de passe",
			"text": "Au moins 8 caractères. Garde-le pour toi."
		},
		"date_of_birth": {
			"title": "Quand es-tu né ?",
			"text": "Seuls les adultes peuvent s’inscrire. Les membres voient ton âge, jamais ta date de naissance."
		},
		"about": {
			"title": "À propos de toi",
			"text": "Ça nous aide à te montrer les hommes qui te correspondent."
		}
	},
	"submit": "Créer mon compte",
	"consent": "En créant un compte, tu confirmes avoir {min_age} ans ou plus et tu acceptes nos conditions :",
	"have_account": "Déjà membre ?",
	"login_instead": "Se connecter avec cette adresse",
	"message_hint": "Nous l’envoyons à ce membre dès que ton compte est prêt.",
	"invite_only": {
		"title": "Inscription sur invitation uniquement",
		"text": "Pour le moment, {site} est réservé aux membres invités. Utilise le lien de ton invitation."
	},
	"closed": {
		"title": "Les inscriptions sont fermées",
		"text": "{site} n’accepte pas de nouveaux membres pour le moment. Réessaie plus tard."
	},
	"complete": {
		"title": "Confirme ton adresse e-mail",
		"text": "Presque fini ! Nous avons envoyé un lien à {email}. Clique dessus pour activer ton compte.",
		"confirmed": "Ton adresse e-mail est confirmée. Amuse-toi bien !"
	},
	"matches": {
		"title": "Tes premiers matchs",
		"text": "Des membres qui te correspondent et sont passés récemment. Like ceux qui te plaisent ou écris-leur.",
		"empty": "Aucune suggestion pour l’instant : cherche toi-même parmi les membres."
	}
};
var activation = {
	"reminder_title": "Active ton compte",
	"reminder_text": "Nous avons envoyé un lien à {email}. Clique dessus pour confirmer ton adresse e-mail et rendre ton profil visible.",
	"spam_hint": "Pas d’e-mail ? Vérifie ton dossier spam ou courrier indésirable.",
	"resend": "Renvoyer l’e-mail",
	"resent": "Nous avons renvoyé l’e-mail.",
	"done_title": "Ton compte est activé",
	"done_text": "Merci d’avoir confirmé ton adresse e-mail. Les autres membres peuvent maintenant trouver ton profil.",
	"done_continue": "Voir les membres",
	"error_title": "Échec de l’activation",
	"login_to_resend": "Connecte-toi pour recevoir un nouvel e-mail",
	"already_confirmed": "Ton adresse e-mail est déjà confirmée."
};
var reset = {
	"intro": "Saisis l’adresse e-mail de ton compte et nous t’enverrons un lien pour choisir un nouveau mot de passe.",
	"submit": "Envoyer le lien",
	"sent": "Nous avons envoyé un lien à {email}. Clique dessus pour choisir un nouveau mot de passe.",
	"back_to_login": "Retour à la connexion",
	"request_new": "Demander un nouvel e-mail",
	"save": "Enregistrer le nouveau mot de passe"
};
var mail_change = {
	"done": "Ton adresse e-mail est désormais {email}.",
	"done_no_session": "Ta nouvelle adresse e-mail est confirmée.",
	"request_new": "Demande un nouveau lien dans les paramètres"
};
var settings = {
	"save": "Enregistrer",
	"saved": "Enregistré.",
	"account": {
		"title": "Compte",
		"current_email": "Ton adresse e-mail :",
		"change_email": "Changer d’adresse e-mail",
		"mail_sent": "Nous avons envoyé un lien à {email}. Clique dessus pour confirmer ta nouvelle adresse ; d’ici là, ton adresse actuelle reste utilisée."
	},
	"password": {
		"title": "Mot de passe",
		"submit": "Changer le mot de passe",
		"changed": "Ton mot de passe a été modifié."
	},
	"language": {
		"title": "Langue",
		"label": "La langue de ce site et de nos e-mails"
	},
	"location": { "title": "Localisation" },
	"notifications": {
		"title": "Notifications par e-mail",
		"intro": "Choisis les e-mails que tu reçois de notre part.",
		"types": {
			"message": "Nouveaux messages",
			"like": "Nouveaux likes",
			"match": "Nouveaux matchs",
			"visit": "Visites de ton profil",
			"newsletter": "Actualités et offres spéciales"
		},
		"disabled": {
			"spam_complaint": "Nous avons arrêté de t’envoyer des e-mails, car l’un d’eux a été signalé comme spam.",
			"bounce": "Nous avons arrêté de t’envoyer des e-mails, car ils n’ont pas pu être distribués à ton adresse.",
			"unsubscribed": "Nous avons arrêté de t’envoyer des e-mails, car tu t’es désabonné dans ton application de messagerie."
		}
	},
	"first_contact": {
		"title": "Premiers messages",
		"intro": "Pendant tes premiers jours ici, l’un de ces profils peut t’écrire en premier. Si tu préfères que non, désactive cette option : ils ne feront alors que répondre à tes messages.",
		"label": "Ces profils peuvent m’écrire en premier"
	},
	"data_export": {
		"title": "Télécharger mes données",
		"intro": "Recevez une copie de tout ce que nous conservons à votre sujet : votre profil, vos photos, likes, conversations, commandes, crédits, paramètres de notification, connexions et signalements, dans un fichier ZIP. Nous vous envoyons un lien par e-mail dès qu'elle est prête ; il est valable {days, plural, one {# jour} other {# jours}}. Vous pouvez la demander une fois par jour.",
		"preparing": "Nous préparons vos données. Vous recevrez un e-mail dès qu'elles seront prêtes.",
		"ready": "Vos données sont prêtes. Vous pouvez les télécharger jusqu'au {date}.",
		"download": "Télécharger le fichier ZIP",
		"expired": "Votre dernier lien de téléchargement a expiré. Demandez une nouvelle copie si besoin.",
		"request": "Demander une copie de mes données"
	},
	"delete": {
		"title": "Supprimer le compte",
		"intro": "La suppression de ton compte masque immédiatement ton profil. Pendant {days, plural, one {# jour} other {# jours}}, tu peux encore le récupérer ; ensuite, tout est supprimé définitivement.",
		"start": "Supprimer mon compte…",
		"offer": "Reste et profite de {percent} % de réduction sur tes prochains crédits",
		"offer_text": "Nous serions tristes de te voir partir. Reste, et tes prochains crédits te coûteront moins cher.",
		"offer_accept": "Rester et obtenir mon code",
		"offer_decline": "Non merci, supprimer mon compte",
		"code_title": "Ton code de réduction personnel",
		"code_text": "{percent} % de réduction sur un achat de crédits, valable jusqu’au {date}. Il est appliqué automatiquement au paiement.",
		"code_use": "Acheter des crédits avec ma réduction",
		"warning": "Ton profil disparaît immédiatement. Nous t’envoyons par e-mail un lien qui te permet de récupérer ton compte dans un délai de {days, plural, one {# jour} other {# jours}} ; passé ce délai, il est supprimé définitivement.",
		"confirm_label": "Oui, je veux supprimer mon compte",
		"submit": "Supprimer mon compte",
		"cancel": "Garder mon compte"
	}
};
var account_deleted = {
	"text": "Ton compte est supprimé. Il sera effacé définitivement dans {days, plural, one {# jour} other {# jours}}.",
	"reactivate": "Nous t’avons envoyé un e-mail avec un lien pour le réactiver. Tu as changé d’avis ? Clique sur ce lien dans un délai de {days, plural, one {# jour} other {# jours}}."
};
var home = {
	"lead": "Cherche des profils près de chez toi, like ceux qui te plaisent, matche et discute en temps réel. L’inscription est gratuite et ne prend qu’une minute.",
	"cta_signup": "Inscris-toi gratuitement",
	"cta_browse": "Parcourir les membres",
	"adults_only": "Réservé aux 18 ans et plus. Ta vie privée passe avant tout.",
	"features": {
		"search": { "title": "Cherche et like" },
		"swipe": {
			"title": "Joue au jeu du swipe",
			"text": "Swipe à droite pour liker, à gauche pour passer. De nouvelles têtes chaque jour, directement sur ton téléphone."
		},
		"chat": {
			"title": "Discute en temps réel",
			"text": "Les messages, photos et cadeaux arrivent dès qu’ils sont envoyés, sur tous tes appareils."
		}
	},
	"steps_title": "Comment ça marche",
	"steps": {
		"profile": "Crée ton profil et ajoute une photo.",
		"like": "Like des membres et matche avec ceux qui te likent en retour.",
		"chat": "Commence à discuter et vois où ça te mène."
	},
	"reactivated": "Content de te revoir, ton compte est de nouveau actif",
	"niche": {
		"general": {
			"kicker": "{site} : rencontres et chat",
			"title": "Rencontre des célibataires qui veulent la même chose que toi",
			"search": "Filtre par âge, pays et région, et like les personnes que tu veux rencontrer. Un like réciproque, c’est un match."
		},
		"she": {
			"kicker": "{site} : rencontres et chat lesbiens",
			"title": "Rencontre des femmes qui aiment les femmes",
			"search": "Filtre par âge, pays et région, et like les femmes que tu veux rencontrer. Un like réciproque, c’est un match."
		},
		"bdsm": {
			"kicker": "{site} : rencontres et chat BDSM",
			"title": "Rencontre des partenaires qui partagent tes envies",
			"search": "Filtre par âge, pays et région, et like les partenaires que tu veux rencontrer. Un like réciproque, c’est un match."
		},
		"bbw": {
			"kicker": "{site} : rencontres et chat avec des femmes rondes",
			"title": "Rencontre des femmes rondes bien dans leur peau",
			"search": "Filtre par âge, pays et région, et like les femmes rondes que tu veux rencontrer. Un like réciproque, c’est un match."
		},
		"gilf": {
			"kicker": "{site} : rencontres et chat avec des femmes de plus de 60 ans",
			"title": "Rencontre des femmes de plus de 60 ans qui aiment toujours flirter",
			"search": "Filtre par âge, pays et région, et like les femmes que tu veux rencontrer. Un like réciproque, c’est un match."
		},
		"milf": {
			"kicker": "{site} : rencontres et chat avec des femmes mûres",
			"title": "Rencontre des femmes mûres qui savent ce qu’elles veulent",
			"search": "Filtre par âge, pays et région, et like les femmes mûres que tu veux rencontrer. Un like réciproque, c’est un match."
		},
		"gay": {
			"kicker": "{site}\xA0: rencontres et chat gay",
			"title": "Rencontre des hommes qui veulent la même chose que toi",
			"search": "Filtre par âge, pays et région, et like les hommes que tu veux rencontrer. Un like réciproque, c’est un match."
		}
	}
};
var routes = {
	"index": "Accueil",
	"likes": "Likes",
	"likes-type": "Likes",
	"likes-m-id": "Likes",
	"chats": "Messages",
	"chats-id": "Conversation",
	"members": "Rechercher des membres",
	"members-id": "Profil du membre",
	"members-id-chat": "Chat",
	"members-id-landing": "Rencontre ce membre",
	"members-id-signup": "Inscription",
	"members-id-landing2-slug": "Rencontre ce membre",
	"members-id-landing3-slug": "Rencontre ce membre",
	"profile": "Mon profil",
	"settings": "Paramètres",
	"signup": "Inscription",
	"signup-matches": "Tes matchs",
	"complete-signup": "Termine ton inscription",
	"login": "Connexion",
	"reset-password": "Réinitialiser le mot de passe",
	"reset-password-do": "Choisis un nouveau mot de passe",
	"account-deleted": "Compte supprimé",
	"activate-done": "Compte activé",
	"activate-error": "Échec de l’activation",
	"mail-change-do": "Confirmer la nouvelle adresse e-mail",
	"credits": "Crédits",
	"credits-id-paymentmethod": "Paiement",
	"credits-repeat-order": "Commander à nouveau",
	"directdebit": "Prélèvement automatique",
	"transactions-id": "Commandes",
	"premium": "Premium",
	"pricing": "Tarifs",
	"notifications": "Notifications",
	"match-finder": "Recherche de matchs",
	"swipe-game": "Jeu du swipe",
	"complaints": "Réclamations",
	"lang-config": "Paramètres de langue",
	"landers-tinderswipe": "Swipe et rencontre",
	"landers-alonetonight-slug": "Seul ce soir\xA0?",
	"landers-collagelanding-slug": "Rencontre de nouveaux hommes",
	"landers-gallery-slug": "Galerie des membres",
	"landers-iconslanding-slug": "Trouve ton type",
	"landers-maplanding-slug": "Des hommes près de chez toi",
	"landers-socialnetwork-slug": "Rejoins la communauté",
	"landers-transitionsvideolanding-slug": "Rencontre de nouveaux hommes",
	"landers-video-slug": "Rencontre de nouveaux hommes",
	"pages-ban": "Interdiction d’accès",
	"pages-cookies": "Cookies",
	"pages-faq": "FAQ",
	"pages-privacy": "Politique de confidentialité",
	"pages-return-policy": "Retours et remboursements",
	"pages-service": "Service client",
	"pages-terms": "Conditions générales",
	"pages-token": "Informations"
};
var region_labels = {
	"province": "Province",
	"state": "État",
	"canton": "Canton",
	"county": "Comté",
	"voivodeship": "Voïvodie",
	"region": "Région"
};
var interests = {
	"adventure": "Aventure",
	"analsex": "Sexe anal",
	"animals": "Animaux",
	"art": "Art",
	"astrology": "Astrologie",
	"bbq": "Barbecue",
	"beach": "Plage",
	"beer": "Bière",
	"biking": "Vélo",
	"bondage": "Bondage",
	"coffee": "Café",
	"cooking": "Cuisine",
	"dancing": "Danse",
	"exchanging_pictures": "Échange de photos",
	"fashion": "Mode",
	"foodie": "Gastronomie",
	"gardening": "Jardinage",
	"gym": "Salle de sport",
	"hiking": "Randonnée",
	"hugging": "Câlins",
	"kissing": "Bisous",
	"lingerie": "Lingerie",
	"massages": "Massages",
	"masturbating": "Masturbation",
	"movies": "Cinéma",
	"music": "Musique",
	"one_night_stand": "Coup d’un soir",
	"oral_sex": "Sexe oral",
	"outdoors": "Plein air",
	"party": "Fête",
	"photography": "Photographie",
	"politics": "Politique",
	"public_sex": "Sexe en public",
	"reading": "Lecture",
	"relationship": "Relation sérieuse",
	"sadomasochism": "Sadomasochisme",
	"safe_sex": "Sexe protégé",
	"sex": "Sexe",
	"sex_toys": "Sextoys",
	"shopping": "Shopping",
	"sports": "Sport",
	"sushi": "Sushi",
	"tattoos": "Tatouages",
	"tea": "Thé",
	"theater": "Théâtre",
	"threesome": "Plan à trois",
	"travelling": "Voyages",
	"vegetarian": "Végétarien",
	"video_games": "Jeux vidéo",
	"wine": "Vin"
};
var premium_cta = { "button": "Passer Premium" };
var signup_cta = {
	"title": "Inscris-toi pour en voir plus",
	"text": "Crée ton compte gratuit ou connecte-toi pour voir les profils, liker des membres et discuter."
};
var members = {
	"fictional": "Profil fictif",
	"fictional_plural": "Profils fictifs",
	"age_short": "{age}",
	"photo_of": "Photo de {name}",
	"no_photo": "{name} n’a pas encore de photo",
	"private_photo": "Photo privée",
	"blurred_photo": "Photo floutée",
	"login_to_see_photos": "Connecte-toi ou inscris-toi pour voir toutes les photos.",
	"photo_number": "{name}\xA0: photo {number} sur {count}",
	"photos": "Photos",
	"show_photo": "Afficher la photo {number}",
	"blocked_title": "Ce profil n’est pas disponible",
	"details": "Détails",
	"fields": {
		"gender": "Genre",
		"sexuality": "Orientation",
		"hair_colour": "Cheveux",
		"eye_colour": "Yeux",
		"body_type": "Silhouette",
		"relationship_status": "Situation"
	},
	"chat": "Discuter",
	"more": "Plus d’actions",
	"block": "Bloquer",
	"unblock": "Débloquer",
	"report": "Signaler ce profil",
	"block_title": "Bloquer {name}\xA0?",
	"block_text": "{name} ne pourra plus voir ton profil ni te contacter, et vous ne vous verrez plus dans les résultats de recherche. Tu peux débloquer ce membre à tout moment depuis son profil.",
	"you_blocked": "Tu as bloqué {name}. Ce membre ne peut ni voir ton profil ni te contacter.",
	"also_report": "Signaler aussi {name} à notre équipe",
	"block_and_report": "Bloquer et signaler"
};
var likes = {
	"like": "Liker",
	"liked": "Liké",
	"like_name": "Liker {name}",
	"unlike_name": "Retirer ton like à {name}",
	"match_badge": "C’est un match",
	"likes_you": "Te like",
	"tabs_label": "Types de likes",
	"tabs": {
		"received": "Reçus",
		"sent": "Envoyés",
		"matches": "Matchs"
	},
	"new": "Nouveau",
	"new_count": "{count, plural, one {# nouveau} other {# nouveaux}}",
	"empty": {
		"received": "Pas encore de likes",
		"sent": "Tu n’as encore liké personne",
		"matches": "Pas encore de matchs"
	},
	"empty_text": "Like les membres qui te plaisent\xA0: quand quelqu’un te like en retour, c’est un match."
};
var like_modal = {
	"match_title": "C’est un match\xA0!",
	"match_text": "{name} et toi, vous vous êtes likés mutuellement.",
	"like_title": "{name} te like\xA0!",
	"like_text": "Like-le en retour et c’est un match.",
	"send_message": "Envoyer un message",
	"view_profile": "Voir le profil",
	"click_to_close": "Clique n’importe où pour fermer"
};
var search = {
	"filters": "Filtres de recherche",
	"gender": "Je cherche",
	"any_gender": "Tout le monde",
	"genders": {
		"male": "Des hommes",
		"female": "Des femmes"
	},
	"any_country": "Tous les pays",
	"any_region": "Partout",
	"age": "Âge",
	"min_age": "Âge minimum",
	"max_age": "Âge maximum",
	"reset": "Effacer les filtres",
	"result_count": "{count, plural, =0 {Aucun membre trouvé} one {# membre trouvé} other {# membres trouvés}}",
	"no_results": "Aucun membre ne correspond à ta recherche",
	"no_results_text": "Essaie une tranche d’âge plus large ou une autre région.",
	"similar_title": "Membres similaires",
	"similar_text": "{count, plural, one {# membre se rapproche de ta recherche} other {# membres se rapprochent de ta recherche}}",
	"login_required_title": "Inscris-toi pour rechercher des membres",
	"login_required_text": "La recherche est réservée aux membres. Crée ton compte gratuit ou connecte-toi pour voir qui est près de chez toi."
};
var pagination = {
	"label": "Pages",
	"previous": "Page précédente",
	"next": "Page suivante",
	"page": "Page {page}"
};
var match_finder = {
	"intro": "Des membres qui te correspondent. Like ceux qui te plaisent\xA0: un like en retour, c’est un match.",
	"refresh": "Autres suggestions",
	"empty": "Aucune suggestion pour le moment. Réessaie plus tard ou lance ta propre recherche."
};
var swipe = {
	"help": "Fais glisser une carte vers la droite pour liker, vers la gauche pour passer, ou utilise les boutons ou les flèches du clavier.",
	"like_stamp": "LIKE",
	"nope_stamp": "NON",
	"view_profile": "Voir le profil de {name}",
	"likes_left": "{count, plural, one {Encore # like aujourd’hui} other {Encore # likes aujourd’hui}}",
	"premium_text": "Les membres Premium likent sans limite.",
	"pass": "Passer {name}",
	"pass_hint": "Passer (←)",
	"like": "Liker {name}",
	"like_hint": "Liker (→)",
	"empty_title": "Tu as vu tout le monde pour l’instant",
	"empty_text": "De nouveaux membres arrivent chaque jour. Reviens plus tard ou cherche toi-même parmi les membres."
};
var complaints = {
	"intro": "Dis-nous ce qui ne va pas. Nous lisons chaque réclamation et répondons sous quelques jours ouvrés.",
	"intro_member": "Dis-nous ce qui ne va pas avec ce profil. Le membre ne saura pas qui l’a signalé.",
	"reason": "Motif",
	"reasons": {
		"fake_profile": "Faux profil",
		"harassment": "Harcèlement",
		"threats": "Menaces",
		"spam": "Spam ou publicité",
		"underage": "Peut-être mineur",
		"offensive_photo": "Photo choquante",
		"payment": "Problème de paiement",
		"other": "Autre chose"
	},
	"message": "Ton message",
	"message_hint": "{count} / {max} caractères, 10 minimum",
	"email": "Ton adresse e-mail",
	"email_hint": "Nous te répondrons à cette adresse.",
	"submit": "Envoyer la réclamation",
	"sent_title": "Merci",
	"sent_text": "Nous avons bien reçu ta réclamation et allons l’examiner.",
	"back_to_profile": "Retour au profil",
	"sent_reference": "Ta référence est {reference}. Nous t’avons envoyé une confirmation par e-mail.",
	"about_message": "Tu signales un message de ta conversation avec ce membre.",
	"mine_title": "Plaintes",
	"mine_intro": "Les plaintes que tu as déposées et celles concernant ton compte, avec nos décisions.",
	"mine_none": "Tu n’as déposé aucune plainte et aucune ne concerne ton compte.",
	"about_you": "Une plainte concernant ton compte",
	"yours_about": "Ta plainte concernant {name}",
	"yours": "Ta plainte",
	"reference": "Référence",
	"content_label": "Contenu",
	"decision_label": "Décision",
	"until": "jusqu’au {date}",
	"rule_label": "Règle",
	"why": "Pourquoi",
	"appeal_label": "Appel",
	"appeal_waiting": "Envoyé le {date} ; un autre membre de notre équipe l’examine.",
	"appeal": "Faire appel de cette décision",
	"appeal_until": "Tu peux faire appel une fois, jusqu’au {date}.",
	"appeal_text": "Pourquoi devrions-nous réexaminer ?",
	"appeal_submit": "Envoyer l’appel",
	"status": {
		"open": "En attente de notre équipe",
		"decided": "Décidée",
		"appealed": "Appel en cours d’examen",
		"closed": "Appel tranché"
	},
	"content": {
		"message": "Un message de chat",
		"photo": "Une photo de profil"
	},
	"decisions": {
		"no_action": "Aucune mesure",
		"warning": "Un avertissement",
		"remove_content": "Le contenu a été supprimé",
		"suspend": "Compte suspendu",
		"ban": "Compte banni"
	},
	"appeal_outcomes": {
		"upheld": "La décision est maintenue",
		"reversed": "La décision a été annulée"
	}
};
var own_profile = {
	"view_as_others": "Voir mon profil comme les autres",
	"basics": "À propos de toi",
	"where": "Où tu habites",
	"looks": "Physique et situation",
	"not_specified": "Non précisé",
	"interests_hint": "{count, plural, =0 {Choisis ce que tu aimes\xA0; ça aide les autres à te trouver.} one {# centre d’intérêt choisi} other {# centres d’intérêt choisis}}",
	"about_placeholder": "Dis aux autres qui tu es et ce que tu recherches.",
	"about_count": "{count} / {max}",
	"save": "Enregistrer le profil",
	"photos": "Tes photos",
	"photo_count": "Photos\xA0: {count} sur {limit}",
	"reorder_hint": "Fais glisser les photos pour changer leur ordre, ou utilise les boutons fléchés. La photo principale est celle que les autres voient en premier.",
	"uploading": "Importation de {name}…",
	"upload_progress": "Progression de l’importation",
	"add_photo": "Ajouter une photo",
	"photo_types": "JPEG, PNG, WebP ou AVIF",
	"upload_private": "Importer comme photo privée (seuls les membres Premium la voient)",
	"limit_free": "Tu as {limit} photos, le maximum pour un membre gratuit. Les membres Premium peuvent en importer jusqu’à {premium}.",
	"status": {
		"pending": "En cours de vérification",
		"rejected": "Refusée",
		"active": "Visible"
	},
	"rejected_text": "Cette photo ne respecte pas nos règles. Supprime-la et importe-en une autre.",
	"rejected_reason": "Motif : {reason}",
	"text_rejected": {
		"name": "Un modérateur n’a pas accepté ton nouveau nom ({reason}). Ton nom précédent est de nouveau affiché.",
		"about": "Un modérateur n’a pas accepté ton nouveau texte « À propos de moi » ({reason}). Ton texte précédent est de nouveau affiché."
	},
	"main": "Photo principale",
	"private": "Privée",
	"set_main": "Définir comme principale",
	"private_switch": "Privée",
	"move_earlier": "Avancer la photo {number}",
	"move_later": "Reculer la photo {number}",
	"delete_photo": "Supprimer la photo {number}",
	"delete_title": "Supprimer cette photo\xA0?",
	"delete_text": "La photo sera définitivement retirée de ton profil.",
	"delete": "Supprimer",
	"photo_alt": "Ta photo {number}"
};
var chats = {
	"waiting": "{count, plural, one {# nouveauté t’attend} other {# nouveautés t’attendent}}",
	"no_messages_yet": "Pas encore de messages",
	"preview_gift": "Cadeau",
	"preview_photo": "Photo",
	"empty_title": "Pas encore de conversations",
	"empty_text": "Trouve quelqu’un qui te plaît et envoie-lui le premier message.",
	"unread": "{count, plural, one {# message non lu} other {# messages non lus}}",
	"delete": "Supprimer la conversation avec {name}",
	"pick_conversation": "Choisis une conversation pour la lire et y répondre.",
	"not_found": "Cette conversation est introuvable.",
	"back": "Retour aux messages",
	"load_older": "Afficher les messages plus anciens",
	"start_text": "Dis bonjour à {name} !",
	"read": "Lu",
	"delivered": "Envoyé",
	"sending": "Envoi en cours…",
	"send_failed": "Non envoyé.",
	"retry": "Réessayer",
	"buy_credits": "Acheter des crédits",
	"send_gift": "Envoyer un cadeau",
	"send_photo": "Envoyer une photo",
	"placeholder": "Écris un message…",
	"send": "Envoyer",
	"length_counter": "{count} / {max}",
	"cost_hint": "Message : {message, plural, one {# crédit} other {# crédits}} · photo : {photo, plural, one {# crédit} other {# crédits}} · cadeau : {gift, plural, one {# crédit} other {# crédits}}",
	"cost_minimum": "(au moins {amount} par message)",
	"gifts_title": "Envoyer un cadeau",
	"gift_cost": "Chaque cadeau coûte {credits, plural, one {# crédit} other {# crédits}}.",
	"icebreaker_title": "Brise la glace avec {name}",
	"icebreaker_text": "Tu ne sais pas comment commencer ? Choisis un message et modifie-le comme tu veux.",
	"deleted_member": "Membre supprimé",
	"deleted_member_note": "Ce membre a supprimé son compte. Vous pouvez lire la conversation, mais vous ne pouvez plus répondre.",
	"report_message": "Signaler ce message",
	"fictional_warning_title": "Avant d'écrire : ceci est un profil fictif",
	"fictional_warning_confirm": "J'ai lu cet avis et je veux continuer"
};
var icebreakers = {
	"weekend": "Salut ! Des projets sympas pour le week-end ?",
	"photo": "Hey, j’aime beaucoup ta photo. Elle a été prise où ?",
	"music": "Salut ! Tu écoutes quoi comme musique ?",
	"travel": "Hey ! C’est quoi le plus bel endroit où tu sois allé ?",
	"coffee": "Salut ! Ça te dirait qu’on prenne un café ensemble un de ces jours ?",
	"movie": "Hey ! Tu as vu un bon film récemment ?"
};
var time_bonus = {
	"strip_label": "Offre de bienvenue",
	"strip_title": "Bonus de bienvenue de {percentage} % – fais vite !",
	"ends_in": "Se termine dans",
	"strip_cta": "Profiter de -{percentage} %",
	"hide": "Masquer l’offre",
	"modal_title": "Ton bonus de bienvenue de {percentage} %",
	"modal_text": "En tant que nouveau membre, tu profites de {percentage} % de réduction sur tes premiers crédits. Commence à discuter tout de suite !",
	"act_fast": "Fais vite – l’offre se termine dans",
	"modal_cta": "Obtenir {percentage} % de réduction",
	"later": "Plus tard"
};
var direct_debit = {
	"title": "Payer par prélèvement SEPA",
	"intro": "Paie directement depuis ton compte bancaire. Tu confirmes le mandat avec un code que nous envoyons sur ton mobile.",
	"other_methods": "Autres moyens de paiement",
	"choose_other_method": "Choisir un autre moyen de paiement",
	"not_available": "Le prélèvement n’est pas disponible dans ton pays.",
	"retry": "Réessayer",
	"summary_title": "Ta commande",
	"bundle_credits": "{credits, plural, one {# crédit} other {# crédits}}",
	"method": "Prélèvement SEPA",
	"refund_right": "Tu peux demander à ta banque le remboursement d’un prélèvement dans un délai de 8 semaines.",
	"steps": "Étapes",
	"step_details": "Tes coordonnées",
	"step_code": "Code SMS",
	"account_section": "Compte bancaire",
	"account_holder": "Titulaire du compte",
	"iban": "IBAN",
	"address_section": "Adresse du titulaire du compte",
	"street": "Rue",
	"house_number": "N°",
	"postal_code": "Code postal",
	"city": "Ville",
	"mobile": "Numéro de mobile",
	"mobile_hint": "Nous envoyons un code de confirmation par SMS à ce numéro.",
	"mandate": "J’autorise {company} à prélever ce montant ({amount}) sur mon compte par prélèvement SEPA, et ma banque à débiter mon compte en conséquence. J’ai droit à un remboursement par ma banque selon les conditions de ma convention avec elle ; la demande de remboursement doit être présentée dans les 8 semaines suivant la date du débit de mon compte.",
	"creditor": "Créancier : {company}, {address}",
	"send_code": "Envoyer le code de confirmation",
	"code_title": "Confirme avec le code reçu par SMS",
	"code_sent": "Nous avons envoyé un code au {phone}.",
	"code": "Code à 6 chiffres",
	"code_resent": "Nous t’avons envoyé un nouveau code.",
	"confirm": "Confirmer et payer {amount}",
	"change_details": "Modifier mes coordonnées",
	"resend": "Envoyer un nouveau code",
	"privacy": "Tes coordonnées bancaires sont transmises de manière chiffrée et utilisées uniquement pour les paiements que tu autorises."
};
var payment_methods = {
	"creditcard": "Carte de crédit",
	"banktransfer": "Virement bancaire",
	"directdebit": "Prélèvement SEPA"
};
var credits = {
	"title": "Acheter des crédits",
	"lead": "Les crédits paient les messages, les photos et les cadeaux. Choisissez le pack qui vous convient.",
	"code_carried": "Ton code {code} te donne {percent} % de réduction : choisis un pack, il sera appliqué au paiement.",
	"reload": "Réessayer",
	"trust": {
		"secure": "Paiement sécurisé",
		"no_subscription": "Paiement unique, sans abonnement",
		"returns": "Retour gratuit sous {days} jours"
	},
	"highlight": {
		"popular": "Le plus populaire",
		"best_value": "Meilleur prix"
	},
	"credits_unit": "{count, plural, one {crédit} other {crédits}}",
	"credits_count": "{count, plural, one {# crédit} other {# crédits}}",
	"per_message": "{price} par message",
	"saving": "Économisez {percent} %",
	"choose": "Choisir",
	"choose_label": "Choisir {count, plural, one {# crédit} other {# crédits}}",
	"balance": "Votre solde",
	"premium_badge": "Premium",
	"orders_link": "Vos commandes et reçus",
	"buy_again": {
		"creditcard": "Racheter avec votre carte {label}",
		"directdebit": "Racheter par prélèvement {label}"
	},
	"costs": {
		"title": "Ce que paient les crédits",
		"message": "Un message",
		"photo": "Une photo",
		"gift": "Un cadeau"
	}
};
var checkout = {
	"title": "Paiement",
	"lead": "{count, plural, one {# crédit} other {# crédits}} pour {price}",
	"back_to_bundles": "Tous les packs",
	"not_found": "Ce pack n’existe pas",
	"not_found_text": "Il n’est peut-être plus proposé. Choisissez l’un de nos packs actuels.",
	"method_title": "Moyen de paiement",
	"summary_title": "Votre commande",
	"discount_line": "Réduction ({percent} %)",
	"total": "Total",
	"pay": "Payer {amount}",
	"discount": {
		"title": "Code de réduction",
		"label": "Code de réduction",
		"placeholder": "Saisissez un code de réduction",
		"placeholder_other": "Un autre code ?",
		"apply": "Appliquer",
		"welcome_applied": "Bonus de bienvenue de {percent} % appliqué",
		"applied": "Code {code} : {percent} % de réduction appliqué",
		"remove": "Retirer le code {code}",
		"unfit": "Le code {code} n’est pas valable pour ce moyen de paiement ou ce pack.",
		"minimum_order": "Ce code est valable à partir de {amount} d’achat."
	},
	"confirm": {
		"title": "Confirmez votre paiement",
		"redirect": "Vous allez continuer vers une page sécurisée pour payer avec {method}.",
		"terms": "En continuant, vous acceptez nos conditions :",
		"cancel": "Retour",
		"continue": "Payer {amount} maintenant"
	}
};
var repeat_order = {
	"title": "Racheter",
	"lead": "Payez en une étape avec une carte ou un mandat déjà utilisé.",
	"none": "Aucun moyen de paiement enregistré",
	"none_text": "Après un premier paiement par carte ou prélèvement, vous pourrez racheter ici en une étape.",
	"choose_bundle": "Choisir un pack",
	"bundle_title": "Pack",
	"method_title": "Payer avec",
	"declined_text": "Votre carte a été refusée. Réessayez ou payez ce pack avec PayPal.",
	"retry": "Réessayer",
	"pay_with_paypal": "Payer avec PayPal"
};
var payment_result = {
	"title": "Paiement",
	"waiting": "En attente de votre paiement…",
	"waiting_text": "Cette page se met à jour toute seule dès que votre paiement est confirmé.",
	"completed": "Paiement effectué",
	"credits_added": "{count, plural, one {# crédit a été ajouté} other {# crédits ont été ajoutés}} à votre compte.",
	"balance": "Votre solde est maintenant de {count, plural, one {# crédit} other {# crédits}}.",
	"premium_title": "Bienvenue dans Premium !",
	"premium_text": "Vous voyez désormais toutes les photos, pouvez en publier jusqu’à {photos} et discuter avec tout le monde.",
	"start": "Commencer à discuter",
	"receipt": "Voir le reçu",
	"failed": "Le paiement a échoué ou a été annulé.",
	"failed_text": "Rien n’a été débité. Réessayez ou choisissez un autre moyen de paiement.",
	"try_again": "Réessayer",
	"other_method": "Choisir un autre moyen"
};
var orders = {
	"title": "Vos commandes",
	"buy": "Acheter des crédits",
	"empty": "Pas encore de commande",
	"empty_text": "Vos achats et leurs reçus apparaîtront ici.",
	"status": {
		"pending": "En attente",
		"paid": "Payée",
		"failed": "Échouée",
		"canceled": "Annulée",
		"expired": "Expirée"
	}
};
var credit_history = {
	"title": "Historique des crédits",
	"empty": "Aucun changement de vos crédits pour l’instant.",
	"balance": "Solde {balance}",
	"more": "Afficher plus",
	"kinds": {
		"signup": "Crédits de bienvenue",
		"purchase": "Crédits achetés",
		"message": "Message envoyé",
		"photo": "Photo envoyée",
		"gift": "Cadeau envoyé",
		"correction": "Correction par le service client",
		"refund": "Remboursement",
		"chargeback": "Paiement contesté",
		"other": "Autre changement"
	}
};
var receipt = {
	"title": "Reçu",
	"number": "Commande n° {id}",
	"not_found": "Cette commande est introuvable",
	"all_orders": "Toutes les commandes",
	"print": "Imprimer",
	"kvk": "Registre du commerce (KvK) : {kvk}",
	"vat": "N° de TVA : {vat}",
	"date": "Date",
	"status": "Statut",
	"method": "Moyen de paiement",
	"bundle": "Pack",
	"price": "Prix",
	"discount": "Réduction {code} ({percent} %)",
	"total": "Total payé ({currency})",
	"vat_included": "Tous les prix sont TTC.",
	"billed_to": "Client"
};
var premium = {
	"title": "Passez Premium",
	"title_member": "Vous êtes Premium",
	"lead": "Voyez plus, discutez plus, matchez plus.",
	"match_chance": "de chances en plus d’avoir un match",
	"any_bundle": "Tout achat de pack vous rend premium",
	"benefits_title": "Ce que Premium vous apporte",
	"benefits": {
		"photos": {
			"title": "Voir toutes les photos",
			"text": "Chaque photo de chaque membre, photos privées comprises."
		},
		"uploads": {
			"title": "Jusqu’à {premium} photos",
			"text": "Montrez-vous sous tous les angles. Les membres gratuits peuvent en publier {free}."
		},
		"conversations": {
			"title": "Conversations illimitées",
			"text": "Discutez avec autant de membres que vous voulez. Les membres gratuits discutent avec {free}."
		},
		"forever": {
			"title": "Premium pour de bon",
			"text": "Vous restez premium, même quand vos crédits sont épuisés."
		}
	},
	"bundles_title": "Choisissez votre pack",
	"bundles_title_member": "Rechargez vos crédits",
	"already": "Vous êtes déjà membre premium.",
	"already_text": "Il vous reste {count, plural, one {# crédit} other {# crédits}}. Rechargez quand vous voulez.",
	"buy_credits": "Acheter des crédits"
};
var pricing = {
	"title": "Tarifs",
	"lead": "L’inscription est gratuite. Vous ne payez que des crédits, par pack et une seule fois : sans abonnement.",
	"signup": "Inscription gratuite",
	"notes": "Les prix sont TTC et affichés dans la devise de votre pays. Tout achat de pack fait de vous un membre premium."
};
var connection = {
	"offline": "Vous êtes hors ligne",
	"online": "De nouveau en ligne"
};
var alerts = {
	"notifications_disabled": {
		"title": "Nous ne pouvons pas t’envoyer d’e-mails",
		"action": "Que faire"
	},
	"profile_photo": {
		"title": "Ajoute une photo de profil",
		"text": "Les membres avec une photo reçoivent beaucoup plus de messages et de likes.",
		"action": "Ajouter une photo"
	},
	"push": {
		"title": "Ne rate plus aucun message",
		"text": "Active les notifications et nous te prévenons dès que quelqu’un t’écrit ou te like.",
		"action": "Activer les notifications",
		"failed": "Impossible d’activer les notifications. Réessaie."
	}
};
var notifications = {
	"title": "Notifications",
	"settings_intro": "Choisis les e-mails et les notifications push que tu reçois.",
	"manage": "Gérer les notifications",
	"fix": {
		"bounce": "Vérifie que ton adresse e-mail est correcte. Si elle a changé, saisis ta nouvelle adresse dans les paramètres.",
		"spam_complaint": "Si c’était une erreur, change ton adresse e-mail dans les paramètres : une nouvelle adresse confirmée reçoit de nouveau nos e-mails.",
		"unsubscribed": "Active ci-dessous les e-mails que tu souhaites et nous les enverrons de nouveau."
	},
	"fix_link": {
		"bounce": "Vérifier mon adresse e-mail",
		"spam_complaint": "Changer mon adresse e-mail"
	},
	"push": {
		"title": "Notifications push",
		"on": "Les notifications push sont activées dans ce navigateur.",
		"off": "Reçois une notification dans ce navigateur dès que quelqu’un t’écrit ou te like.",
		"disable": "Désactiver les notifications",
		"denied": "Les notifications sont bloquées pour ce site. Ouvre les paramètres du site dans ton navigateur (l’icône à côté de l’adresse), autorise les notifications et recharge cette page.",
		"unsupported": "Ce navigateur ne peut pas afficher les notifications push de ce site."
	},
	"unsubscribe": {
		"title": "Se désabonner",
		"question": "Désabonner {email} des e-mails de {type} ?",
		"confirm": "Me désabonner",
		"done": "Tu ne recevras plus d’e-mails de {type}.",
		"settings": "Paramètres des notifications",
		"invalid": "Ce lien a expiré ou n’est pas valide.",
		"types": {
			"message": "nouveaux messages",
			"like": "nouveaux likes",
			"match": "nouveaux matchs",
			"visit": "visites de profil",
			"newsletter": "newsletter"
		}
	}
};
var geolocation = {
	"use_current": "Utiliser ma position actuelle",
	"filled": "Rempli avec ta position actuelle. Vérifie et enregistre.",
	"not_found": "Nous n’avons pas pu déterminer où c’est. Choisis ta position toi-même.",
	"denied": "Tu n’as pas autorisé ce site à voir ta position. Autorise-le dans les paramètres du site de ton navigateur, ou choisis ta position toi-même.",
	"unavailable": "Ta position n’est pas disponible pour le moment. Choisis-la toi-même.",
	"outside": "Tu sembles être dans ce pays : {country}. Ce site n’y est pas disponible. Choisis ta position toi-même."
};
var static_pages = {
	"updated": "Dernière mise à jour : {date}",
	"print": "Imprimer",
	"contents": "Sur cette page"
};
var ban_notice = {
	"title": "Votre accès est bloqué",
	"banned": "Un bannissement s’applique à votre compte, à votre adresse e-mail, à cet appareil ou à votre connexion internet. Vous pouvez lire ci-dessous pourquoi nous bannissons et comment faire appel.",
	"suspended_until": "Votre accès est suspendu jusqu’au {date}. Vous pouvez lire ci-dessous pourquoi nous suspendons et comment faire appel."
};
var lang_config = {
	"intro": "Choisissez la langue du site. Votre choix est mémorisé sur cet appareil et, si vous êtes connecté, dans votre compte.",
	"current": "Langue actuelle"
};
var moderation = { "reasons": {
	"not_a_person": "Ne montre pas une personne",
	"public_nudity": "Nudité sur une photo publique",
	"minor": "Montre une personne mineure",
	"celebrity": "Montre une célébrité",
	"contact_details": "Texte ou coordonnées",
	"violence": "Violence",
	"other": "Autre infraction à nos règles"
} };
var fr_default = {
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
export { account_deleted, activation, alerts, ban_notice, chats, checkout, common, complaints, connection, credit_history, credits, fr_default as default, direct_debit, errors, fields, geolocation, home, icebreakers, interests, lang_config, like_modal, likes, login, mail_change, match_finder, members, moderation, nav, notifications, orders, own_profile, pagination, payment_methods, payment_result, premium, premium_cta, pricing, profile, receipt, region_labels, repeat_order, reset, routes, search, settings, signup, signup_cta, static_pages, swipe, time_bonus, validation };
