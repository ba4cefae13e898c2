// src/i18n/shared/en.json
var footer = {
	"label": "Legal and help",
	"terms": "Terms and conditions",
	"privacy": "Privacy policy",
	"cookies": "Cookies",
	"ban": "Access ban",
	"pricing": "Pricing",
	"complaints": "Complaints",
	"return_policy": "Returns and refunds",
	"faq": "FAQ",
	"service": "Customer service",
	"disclaimer": "{site} is a dating and chat community for adults. You must be 18 or older to use it. Some profiles are fictional and marked as such; they are there for entertainment and cannot be met in person.",
	"us_notice": "18 U.S.C. 2257 record-keeping requirements compliance statement: all persons who appear on this site were 18 years of age or older when they were photographed.",
	"copyright": "© {year} {company}, {address}",
	"tradename": "{names} is a trade name of {company}.",
	"tradenames": "{names} are trade names of {company}."
};
var entry_warning = {
	"title": "Adults only (18+)",
	"age": "{site} is a dating and chat community for adults. You must be 18 or older to enter.",
	"adult_content": "This site contains adult content, such as erotic photos and explicit conversations.",
	"cookies": "We use cookies to run the site and keep you logged in.",
	"cookies_link": "Cookie policy",
	"enter": "I am 18 or older — enter",
	"leave": "Leave"
};
var en_default = {
	footer,
	entry_warning
};
export { en_default as default, entry_warning, footer };
