// src/i18n/shared/nl.json
var footer = {
	"label": "Juridisch en hulp",
	"terms": "Algemene voorwaarden",
	"privacy": "Privacybeleid",
	"cookies": "Cookies",
	"ban": "Toegangsverbod",
	"pricing": "Prijzen",
	"complaints": "Klachten",
	"return_policy": "Retourneren en terugbetalen",
	"faq": "Veelgestelde vragen",
	"service": "Klantenservice",
	"disclaimer": "{site} is een dating- en chatcommunity voor volwassenen. Je moet 18 jaar of ouder zijn om er gebruik van te maken. Sommige profielen zijn fictief en als zodanig gemarkeerd; ze zijn er ter vermaak en je kunt ze niet in het echt ontmoeten.",
	"us_notice": "Verklaring van naleving van de registratievereisten van 18 U.S.C. 2257: alle personen die op deze site te zien zijn, waren 18 jaar of ouder toen ze werden gefotografeerd.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} is een handelsnaam van {company}.",
	"tradenames": "{names} zijn handelsnamen van {company}."
};
var entry_warning = {
	"title": "Alleen voor volwassenen (18+)",
	"age": "{site} is een dating- en chatcommunity voor volwassenen. Je moet 18 jaar of ouder zijn om binnen te gaan.",
	"adult_content": "Deze site bevat inhoud voor volwassenen, zoals erotische foto’s en expliciete gesprekken.",
	"cookies": "We gebruiken cookies om de site te laten werken en je ingelogd te houden.",
	"cookies_link": "Cookiebeleid",
	"enter": "Ik ben 18 of ouder — naar binnen",
	"leave": "Verlaten"
};
var nl_default = {
	footer,
	entry_warning
};
export { nl_default as default, entry_warning, footer };
