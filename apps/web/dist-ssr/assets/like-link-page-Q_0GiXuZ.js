import { W as MemberProfileResponse, r as pathFor } from "./route-table-DxKv25ul.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { s as useShowLikeModal } from "../entry-server.js";
import { b as api } from "./use-session-Cd-1WGe-.js";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useNavigate, useParams } from "react-router";
import { useEffect } from "react";
import { jsx } from "react/jsx-runtime";
// src/features/likes/like-link-page.tsx
/**
* /likes/m/{id} (the link in a like e-mail): the like modal for that member over the received
* likes; a member who cannot be shown leads to their profile page, which says why.
*/
function Component() {
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx(LikeLink, {}) });
}
function LikeLink() {
	const { id = "" } = useParams();
	const memberId = Number(id);
	const valid = Number.isInteger(memberId) && memberId > 0;
	const member = useQuery({
		queryKey: ["member", memberId],
		queryFn: ({ signal }) => api("profile.php", MemberProfileResponse, {
			query: { id: memberId },
			signal
		}),
		enabled: valid,
		retry: false
	});
	const showLikeModal = useShowLikeModal();
	const navigate = useNavigate();
	const profile = member.data?.profile;
	useEffect(() => {
		if (!profile) return;
		showLikeModal(profile, profile.match ? "match" : "like");
		navigate(pathFor("likes-type", { type: "received" }), { replace: true });
	}, [
		profile,
		showLikeModal,
		navigate
	]);
	if (!valid || member.isError) return /* @__PURE__ */ jsx(Navigate, {
		to: pathFor("members-id", { id }),
		replace: true
	});
	return /* @__PURE__ */ jsx("div", {
		"data-route": "likes-m-id",
		children: /* @__PURE__ */ jsx(PageLoading, {})
	});
}
export { Component };
