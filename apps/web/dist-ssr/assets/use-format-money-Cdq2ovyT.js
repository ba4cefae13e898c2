import { r as formatMoney } from "./payments-RPbzDEEh.js";
import { useTranslation } from "react-i18next";
// src/hooks/use-format-money.ts
/** formatMoney in the interface language, so prices follow a language switch. */
function useFormatMoney() {
	const { i18n } = useTranslation();
	const locale = i18n.resolvedLanguage ?? i18n.language;
	return (amount, currency) => formatMoney(amount, currency, locale);
}
export { useFormatMoney as t };
