// src/i18n/shared/sv.json
var footer = {
	"label": "Juridiskt och hjälp",
	"terms": "Allmänna villkor",
	"privacy": "Integritetspolicy",
	"cookies": "Cookies",
	"ban": "Åtkomstspärr",
	"pricing": "Priser",
	"complaints": "Klagomål",
	"return_policy": "Returer och återbetalningar",
	"faq": "Vanliga frågor",
	"service": "Kundtjänst",
	"disclaimer": "{site} är en dejting- och chattcommunity för vuxna. Du måste vara minst 18 år för att använda den. Vissa profiler är fiktiva och markerade som sådana; de finns där som underhållning och går inte att träffa på riktigt.",
	"us_notice": "Försäkran om efterlevnad av dokumentationskraven i 18 U.S.C. 2257: alla personer som förekommer på den här webbplatsen var 18 år eller äldre när de fotograferades.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} är en bifirma till {company}.",
	"tradenames": "{names} är bifirmor till {company}."
};
var entry_warning = {
	"title": "Endast för vuxna (18+)",
	"age": "{site} är en dejting- och chattgemenskap för vuxna. Du måste vara 18 år eller äldre för att komma in.",
	"adult_content": "Webbplatsen innehåller vuxet innehåll, som erotiska bilder och explicita samtal.",
	"cookies": "Vi använder cookies för att driva webbplatsen och hålla dig inloggad.",
	"cookies_link": "Cookiepolicy",
	"enter": "Jag är 18 år eller äldre — gå in",
	"leave": "Lämna"
};
var sv_default = {
	footer,
	entry_warning
};
export { sv_default as default, entry_warning, footer };
