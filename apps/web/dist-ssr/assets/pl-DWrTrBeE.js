// src/i18n/shared/pl.json
var footer = {
	"label": "Informacje prawne i pomoc",
	"terms": "Regulamin",
	"privacy": "Polityka prywatności",
	"cookies": "Pliki cookie",
	"ban": "Zakaz dostępu",
	"pricing": "Cennik",
	"complaints": "Reklamacje",
	"return_policy": "Zwroty i refundacje",
	"faq": "FAQ",
	"service": "Obsługa klienta",
	"disclaimer": "{site} to społeczność dla dorosłych, w której można umawiać się na randki i czatować. Aby z niej korzystać, musisz mieć ukończone 18 lat. Niektóre profile są fikcyjne i zostały odpowiednio oznaczone; służą rozrywce i nie można spotkać się z nimi osobiście.",
	"us_notice": "Oświadczenie o zgodności z wymogami dotyczącymi prowadzenia dokumentacji zgodnie z 18 U.S.C. 2257: wszystkie osoby widoczne w tym serwisie miały ukończone 18 lat w chwili wykonania zdjęć.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} to nazwa handlowa spółki {company}.",
	"tradenames": "{names} to nazwy handlowe spółki {company}."
};
var entry_warning = {
	"title": "Tylko dla dorosłych (18+)",
	"age": "{site} to społeczność randkowa i czatowa dla dorosłych. Aby wejść, musisz mieć co najmniej 18 lat.",
	"adult_content": "Strona zawiera treści dla dorosłych, takie jak zdjęcia erotyczne i dosadne rozmowy.",
	"cookies": "Używamy plików cookie, aby strona działała i abyś pozostawał zalogowany.",
	"cookies_link": "Polityka plików cookie",
	"enter": "Mam 18 lat lub więcej — wchodzę",
	"leave": "Wyjdź"
};
var pl_default = {
	footer,
	entry_warning
};
export { pl_default as default, entry_warning, footer };
