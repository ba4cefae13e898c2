// src/i18n/shared/de.json
var footer = {
	"label": "Rechtliches und Hilfe",
	"terms": "AGB",
	"privacy": "Datenschutz",
	"cookies": "Cookies",
	"ban": "Zugangssperre",
	"pricing": "Preise",
	"complaints": "Beschwerden",
	"return_policy": "Rückgabe und Erstattung",
	"faq": "FAQ",
	"service": "Kundenservice",
	"disclaimer": "{site} ist eine Dating- und Chat-Community für Erwachsene. Du musst mindestens 18 Jahre alt sein, um sie zu nutzen. Einige Profile sind fiktiv und als solche gekennzeichnet; sie dienen der Unterhaltung und können nicht persönlich getroffen werden.",
	"us_notice": "Erklärung zur Einhaltung der Aufzeichnungspflichten nach 18 U.S.C. 2257: Alle Personen, die auf dieser Website zu sehen sind, waren zum Zeitpunkt der Aufnahme mindestens 18 Jahre alt.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} ist ein Handelsname der {company}.",
	"tradenames": "{names} sind Handelsnamen der {company}."
};
var entry_warning = {
	"title": "Nur für Erwachsene (18+)",
	"age": "{site} ist eine Dating- und Chat-Community für Erwachsene. Du musst mindestens 18 Jahre alt sein, um sie zu betreten.",
	"adult_content": "Diese Seite enthält Inhalte für Erwachsene, etwa erotische Fotos und explizite Gespräche.",
	"cookies": "Wir verwenden Cookies, um die Seite zu betreiben und dich angemeldet zu halten.",
	"cookies_link": "Cookie-Richtlinie",
	"enter": "Ich bin 18 oder älter — eintreten",
	"leave": "Verlassen"
};
var de_default = {
	footer,
	entry_warning
};
export { de_default as default, entry_warning, footer };
