// src/i18n/shared/fi.json
var footer = {
	"label": "Juridiset tiedot ja ohjeet",
	"terms": "Käyttöehdot",
	"privacy": "Tietosuojaseloste",
	"cookies": "Evästeet",
	"ban": "Pääsykielto",
	"pricing": "Hinnat",
	"complaints": "Valitukset",
	"return_policy": "Palautukset ja hyvitykset",
	"faq": "UKK",
	"service": "Asiakaspalvelu",
	"disclaimer": "{site} on aikuisten deitti- ja chattiyhteisö. Sinun on oltava vähintään 18-vuotias käyttääksesi sitä. Osa profiileista on kuvitteellisia, ja ne on merkitty sellaisiksi; ne ovat viihdettä varten, eikä niitä voi tavata oikeasti.",
	"us_notice": "Ilmoitus 18 U.S.C. 2257 -säännöksen kirjanpitovaatimusten noudattamisesta: kaikki tällä sivustolla esiintyvät henkilöt olivat vähintään 18-vuotiaita, kun heidät kuvattiin.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} on yrityksen {company} aputoiminimi.",
	"tradenames": "{names} ovat yrityksen {company} aputoiminimiä."
};
var entry_warning = {
	"title": "Vain aikuisille (18+)",
	"age": "{site} on aikuisten deitti- ja chattiyhteisö. Sinun on oltava vähintään 18-vuotias tullaksesi sisään.",
	"adult_content": "Sivusto sisältää aikuisille tarkoitettua sisältöä, kuten eroottisia kuvia ja avoimia keskusteluja.",
	"cookies": "Käytämme evästeitä sivuston toimintaan ja pitääksemme sinut kirjautuneena.",
	"cookies_link": "Evästekäytäntö",
	"enter": "Olen 18-vuotias tai vanhempi — sisään",
	"leave": "Poistu"
};
var fi_default = {
	footer,
	entry_warning
};
export { fi_default as default, entry_warning, footer };
