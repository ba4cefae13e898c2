import { i as regionsQuery, s as useSettings } from "./api-CqDn7Rbi.js";
import { n as countryOptions } from "./countries-6q17D6oN.js";
import { n as FormField } from "./form-field-C5g9m-TW.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/location-fields.tsx
/**
* Country (the site's countries) and region (named the way the country names them, SPEC §9), as
* signup and the settings ask for them.
*/
function LocationFields({ idPrefix, country, region, onChange, errors = {}, disabled }) {
	const { t, i18n } = useTranslation();
	const settings = useSettings();
	const regions = useQuery({
		...regionsQuery(country),
		enabled: Boolean(country)
	}).data?.countries[0];
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FormField, {
		as: "select",
		id: `${idPrefix}-country`,
		label: t("fields.country"),
		autoComplete: "country",
		value: country,
		disabled,
		onChange: (event) => onChange({
			country: event.target.value,
			region: ""
		}),
		error: errors.country,
		children: countryOptions(settings?.countries ?? [country], i18n.resolvedLanguage ?? "en").map(({ code, name }) => /* @__PURE__ */ jsx("option", {
			value: code,
			children: name
		}, code))
	}), regions && regions.regions.length > 0 && /* @__PURE__ */ jsxs(FormField, {
		as: "select",
		id: `${idPrefix}-region`,
		label: t(`region_labels.${regions.label}`),
		autoComplete: "address-level1",
		value: region,
		disabled,
		onChange: (event) => onChange({
			country,
			region: event.target.value
		}),
		error: errors.region,
		children: [/* @__PURE__ */ jsx("option", {
			value: "",
			children: t("common.choose")
		}), regions.regions.map(({ code, name }) => /* @__PURE__ */ jsx("option", {
			value: code,
			children: name
		}, code))]
	})] });
}
export { LocationFields as t };
