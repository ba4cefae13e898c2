// src/i18n/shared/nb.json
var footer = {
	"label": "Juridisk og hjelp",
	"terms": "Vilkår og betingelser",
	"privacy": "Personvernerklæring",
	"cookies": "Informasjonskapsler",
	"ban": "Tilgangssperre",
	"pricing": "Priser",
	"complaints": "Klager",
	"return_policy": "Retur og refusjon",
	"faq": "FAQ",
	"service": "Kundeservice",
	"disclaimer": "{site} er et dating- og chattefellesskap for voksne. Du må være 18 år eller eldre for å bruke det. Noen profiler er fiktive og merket som det; de er der for underholdningens skyld og kan ikke møtes i virkeligheten.",
	"us_notice": "Erklæring om overholdelse av dokumentasjonskravene i 18 U.S.C. 2257: Alle personer som vises på dette nettstedet, var 18 år eller eldre da de ble fotografert.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} er et forretningsnavn for {company}.",
	"tradenames": "{names} er forretningsnavn for {company}."
};
var entry_warning = {
	"title": "Kun for voksne (18+)",
	"age": "{site} er et date- og chattefellesskap for voksne. Du må være 18 år eller eldre for å komme inn.",
	"adult_content": "Nettstedet inneholder innhold for voksne, som erotiske bilder og eksplisitte samtaler.",
	"cookies": "Vi bruker informasjonskapsler for å drive nettstedet og holde deg innlogget.",
	"cookies_link": "Retningslinjer for informasjonskapsler",
	"enter": "Jeg er 18 år eller eldre — gå inn",
	"leave": "Forlat"
};
var nb_default = {
	footer,
	entry_warning
};
export { nb_default as default, entry_warning, footer };
