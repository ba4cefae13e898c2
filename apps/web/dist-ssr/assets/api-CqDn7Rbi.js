import { Rt as RegionsResponse, vt as CompanyInfoResponse, yt as SettingsResponse, zt as InterestsResponse } from "./route-table-DxKv25ul.js";
import { b as api } from "./use-session-Cd-1WGe-.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
// src/site/api.ts
/**
* Site data changes only when an operator edits it: load each once per visit (SPEC §7). It is the
* same for every visitor, so it outlives a logout (see endSession).
*/
var ONCE = {
	staleTime: Infinity,
	gcTime: Infinity,
	meta: { site: true }
};
/** SPEC §7: the page's query passes through, with the domain forced from the host. */
var fetchSettings = (page, signal) => api("settings.php", SettingsResponse, {
	query: {
		...Object.fromEntries(new URLSearchParams(page.search)),
		domain: page.host
	},
	signal
});
/** The site's own texts in it speak the visitor's language (the locale cookie): useChooseLanguage reloads it. */
var settingsQuery = queryOptions({
	queryKey: ["settings"],
	queryFn: ({ signal }) => fetchSettings(window.location, signal),
	...ONCE
});
var interestsQuery = queryOptions({
	queryKey: ["interests"],
	queryFn: ({ signal }) => api("interests.php", InterestsResponse, { signal }),
	...ONCE
});
var regionsQuery = (country) => queryOptions({
	queryKey: ["regions", country ?? "all"],
	queryFn: ({ signal }) => api("regions.php", RegionsResponse, {
		query: { country },
		signal
	}),
	...ONCE
});
var companyInfoQuery = queryOptions({
	queryKey: ["companyinfo"],
	queryFn: ({ signal }) => api("companyinfo.php", CompanyInfoResponse, { signal }),
	...ONCE
});
function useSettings() {
	return useQuery(settingsQuery).data?.settings;
}
function useCompanyInfo() {
	return useQuery(companyInfoQuery).data?.company;
}
export { settingsQuery as a, regionsQuery as i, fetchSettings as n, useCompanyInfo as o, interestsQuery as r, useSettings as s, companyInfoQuery as t };
