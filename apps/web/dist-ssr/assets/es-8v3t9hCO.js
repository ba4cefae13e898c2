// src/i18n/shared/es.json
var footer = {
	"label": "Aviso legal y ayuda",
	"terms": "Términos y condiciones",
	"privacy": "Política de privacidad",
	"cookies": "Cookies",
	"ban": "Prohibición de acceso",
	"pricing": "Precios",
	"complaints": "Reclamaciones",
	"return_policy": "Devoluciones y reembolsos",
	"faq": "Preguntas frecuentes",
	"service": "Atención al cliente",
	"disclaimer": "{site} es una comunidad de citas y chat para adultos. Debes tener 18 años o más para usarla. Algunos perfiles son ficticios y están marcados como tales; están ahí como entretenimiento y no es posible quedar con ellos en persona.",
	"us_notice": "Declaración de cumplimiento de los requisitos de conservación de registros de 18 U.S.C. 2257: todas las personas que aparecen en este sitio tenían 18 años o más en el momento en que fueron fotografiadas.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} es un nombre comercial de {company}.",
	"tradenames": "{names} son nombres comerciales de {company}."
};
var entry_warning = {
	"title": "Solo para adultos (18+)",
	"age": "{site} es una comunidad de citas y chat para adultos. Debes tener 18 años o más para entrar.",
	"adult_content": "Este sitio contiene contenido para adultos, como fotos eróticas y conversaciones explícitas.",
	"cookies": "Usamos cookies para que el sitio funcione y mantener tu sesión iniciada.",
	"cookies_link": "Política de cookies",
	"enter": "Tengo 18 años o más — entrar",
	"leave": "Salir"
};
var es_default = {
	footer,
	entry_warning
};
export { es_default as default, entry_warning, footer };
