// src/i18n/shared/da.json
var footer = {
	"label": "Juridisk og hjælp",
	"terms": "Vilkår og betingelser",
	"privacy": "Privatlivspolitik",
	"cookies": "Cookies",
	"ban": "Adgangsspærring",
	"pricing": "Priser",
	"complaints": "Klager",
	"return_policy": "Returnering og refusion",
	"faq": "FAQ",
	"service": "Kundeservice",
	"disclaimer": "{site} er et dating- og chatfællesskab for voksne. Du skal være mindst 18 år for at bruge det. Nogle profiler er fiktive og markeret som sådan; de er der for underholdningens skyld og kan ikke mødes i virkeligheden.",
	"us_notice": "Erklæring om overholdelse af kravene til registrering i henhold til 18 U.S.C. 2257: Alle personer, der optræder på dette site, var 18 år eller ældre, da de blev fotograferet.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} er et binavn for {company}.",
	"tradenames": "{names} er binavne for {company}."
};
var entry_warning = {
	"title": "Kun for voksne (18+)",
	"age": "{site} er et dating- og chatfællesskab for voksne. Du skal være 18 år eller ældre for at komme ind.",
	"adult_content": "Siden indeholder indhold for voksne, såsom erotiske billeder og eksplicitte samtaler.",
	"cookies": "Vi bruger cookies til at drive siden og holde dig logget ind.",
	"cookies_link": "Cookiepolitik",
	"enter": "Jeg er 18 år eller ældre — gå ind",
	"leave": "Forlad"
};
var da_default = {
	footer,
	entry_warning
};
export { da_default as default, entry_warning, footer };
