// src/i18n/shared/fr.json
var footer = {
	"label": "Informations légales et aide",
	"terms": "Conditions générales",
	"privacy": "Politique de confidentialité",
	"cookies": "Cookies",
	"ban": "Interdiction d’accès",
	"pricing": "Tarifs",
	"complaints": "Réclamations",
	"return_policy": "Retours et remboursements",
	"faq": "FAQ",
	"service": "Service client",
	"disclaimer": "{site} est une communauté de rencontres et de chat pour adultes. Tu dois avoir 18 ans ou plus pour l’utiliser. Certains profils sont fictifs et signalés comme tels\xA0; ils sont là pour le divertissement et il n’est pas possible de les rencontrer en personne.",
	"us_notice": "Déclaration de conformité aux exigences de tenue de registres de 18 U.S.C. 2257\xA0: toutes les personnes apparaissant sur ce site avaient 18 ans ou plus au moment où elles ont été photographiées.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} est un nom commercial de {company}.",
	"tradenames": "{names} sont des noms commerciaux de {company}."
};
var entry_warning = {
	"title": "Réservé aux adultes (18+)",
	"age": "{site} est une communauté de rencontres et de chat pour adultes. Tu dois avoir 18 ans ou plus pour entrer.",
	"adult_content": "Ce site contient des contenus pour adultes, comme des photos érotiques et des conversations explicites.",
	"cookies": "Nous utilisons des cookies pour faire fonctionner le site et garder ta session ouverte.",
	"cookies_link": "Politique relative aux cookies",
	"enter": "J’ai 18 ans ou plus — entrer",
	"leave": "Quitter"
};
var fr_default = {
	footer,
	entry_warning
};
export { fr_default as default, entry_warning, footer };
