import { r as pathFor } from "./route-table-DxKv25ul.js";
// src/lib/safe-next.ts
var SAME_SITE = "https://same-site.invalid";
/**
* The `?next=` target, only if it is a path on this site: '//evil.example', '/\\evil.example',
* 'https://…' or 'javascript:…' would send the member away (an open redirect), so they give undefined.
*/
function safeNextPath(next) {
	if (!next?.startsWith("/")) return void 0;
	try {
		const url = new URL(next, SAME_SITE);
		if (url.origin !== SAME_SITE) return void 0;
		return `${url.pathname}${url.search}${url.hash}`;
	} catch {
		return;
	}
}
/** The login page, coming back to `next` afterwards. */
function loginPath(next) {
	return next ? `${pathFor("login")}?${new URLSearchParams({ next }).toString()}` : pathFor("login");
}
export { safeNextPath as n, loginPath as t };
