// src/i18n/shared/it.json
var footer = {
	"label": "Note legali e assistenza",
	"terms": "Termini e condizioni",
	"privacy": "Informativa sulla privacy",
	"cookies": "Cookie",
	"ban": "Divieto di accesso",
	"pricing": "Prezzi",
	"complaints": "Reclami",
	"return_policy": "Resi e rimborsi",
	"faq": "FAQ",
	"service": "Assistenza clienti",
	"disclaimer": "{site} è una community di incontri e chat per adulti. Per usarla devi avere almeno 18 anni. Alcuni profili sono fittizi e contrassegnati come tali; servono a scopo di intrattenimento e non è possibile incontrarli di persona.",
	"us_notice": "Dichiarazione di conformità ai requisiti di conservazione dei registri previsti da 18 U.S.C. 2257: tutte le persone che compaiono su questo sito avevano almeno 18 anni al momento in cui sono state fotografate.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} è un nome commerciale di {company}.",
	"tradenames": "{names} sono nomi commerciali di {company}."
};
var entry_warning = {
	"title": "Solo per adulti (18+)",
	"age": "{site} è una community di incontri e chat per adulti. Devi avere almeno 18 anni per entrare.",
	"adult_content": "Questo sito contiene contenuti per adulti, come foto erotiche e conversazioni esplicite.",
	"cookies": "Usiamo i cookie per far funzionare il sito e mantenere il tuo accesso.",
	"cookies_link": "Informativa sui cookie",
	"enter": "Ho 18 anni o più — entra",
	"leave": "Esci"
};
var it_default = {
	footer,
	entry_warning
};
export { it_default as default, entry_warning, footer };
