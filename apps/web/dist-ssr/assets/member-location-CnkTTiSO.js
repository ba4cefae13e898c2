import { i as regionsQuery } from "./api-CqDn7Rbi.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx } from "react/jsx-runtime";
// src/hooks/use-region-name.ts
/**
* A region's name from its code, in the country's own list (loaded once per country). A value that
* is no code of the list (already a name) shows as it is.
*/
function useRegionName(country, code) {
	const { data } = useQuery({
		...regionsQuery(country),
		enabled: Boolean(country && code)
	});
	if (!code) return "";
	const regions = data?.countries[0]?.regions;
	if (!regions) return "";
	return regions.find((region) => region.code === code)?.name ?? code;
}
// src/components/member-location.tsx
/** "City, Region" of a member; the country's name when neither is known. */
function memberLocationText(city, region, countryName) {
	const parts = [city, region].filter(Boolean);
	return parts.filter((part, index) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index).join(", ") || countryName;
}
function MemberLocation({ country, region, city }) {
	const { i18n } = useTranslation();
	const regionName = useRegionName(country, region);
	let countryName = country;
	try {
		countryName = new Intl.DisplayNames([i18n.resolvedLanguage ?? "en"], { type: "region" }).of(country) ?? country;
	} catch {}
	return /* @__PURE__ */ jsx(Fragment, { children: memberLocationText(city, regionName, countryName) });
}
export { MemberLocation as t };
