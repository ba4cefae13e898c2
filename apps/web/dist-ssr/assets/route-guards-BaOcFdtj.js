import { d as isLeavingSession, n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { t as loginPath } from "./safe-next-D6uva3k-.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { Navigate, useLocation, useNavigation } from "react-router";
import { useState } from "react";
import { jsx } from "react/jsx-runtime";
// src/components/route-guards.tsx
/** A members-only page: a visitor logs in first and comes back here (SPEC §6). */
function MemberOnly({ children }) {
	const { data: user, isPending } = useCurrentUser();
	const location = useLocation();
	const navigation = useNavigation();
	if (isPending) return /* @__PURE__ */ jsx(PageLoading, {});
	if (!user) {
		if (navigation.state !== "idle" || isLeavingSession()) return null;
		return /* @__PURE__ */ jsx(Navigate, {
			to: loginPath(`${location.pathname}${location.search}`),
			replace: true
		});
	}
	return children;
}
/**
* A page for visitors (login, signup): a member who arrives here is sent on to `to`. Only the
* arrival counts: logging in or signing up on the page makes the page itself move on.
*/
function VisitorOnly({ to, children }) {
	const { data: user, isPending } = useCurrentUser();
	if (isPending) return /* @__PURE__ */ jsx(PageLoading, {});
	return /* @__PURE__ */ jsx(ArrivalCheck, {
		member: Boolean(user),
		to,
		children
	});
}
function ArrivalCheck({ member, to, children }) {
	const [memberOnArrival] = useState(member);
	return memberOnArrival ? /* @__PURE__ */ jsx(Navigate, {
		to,
		replace: true
	}) : children;
}
export { VisitorOnly as n, MemberOnly as t };
