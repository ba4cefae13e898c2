import { N as LikeResponse, et as OkResponse } from "./route-table-DxKv25ul.js";
import { b as api, n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { s as likesQuery } from "./use-document-title-DKqvownB.js";
import { s as useShowLikeModal, t as useOpenSignup } from "../entry-server.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Heart, HeartFill } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/liked-cards.ts
/**
* A copy of cached API data with one member's `liked` set, wherever that member appears as a
* card (search results, similar results, suggestions, swipe cards, a profile). Parts that do not
* change keep their identity, so unchanged lists do not re-render.
*/
function withLiked(value, id, liked) {
	if (Array.isArray(value)) {
		let changed = false;
		const next = value.map((item) => {
			const updated = withLiked(item, id, liked);
			if (updated !== item) changed = true;
			return updated;
		});
		return changed ? next : value;
	}
	if (value && typeof value === "object") {
		const record = value;
		if (record.id === id && typeof record.liked === "boolean") return record.liked === liked ? value : {
			...record,
			liked
		};
		let changed = false;
		const next = {};
		for (const [key, item] of Object.entries(record)) {
			const updated = withLiked(item, id, liked);
			if (updated !== item) changed = true;
			next[key] = updated;
		}
		return changed ? next : value;
	}
	return value;
}
// src/hooks/use-like.ts
/** Cached queries that hold member cards with a `liked` flag. */
var CARD_QUERIES = /* @__PURE__ */ new Set([
	"search",
	"match-finder",
	"signup-matches",
	"member",
	"swipe",
	"likes"
]);
function setLikedEverywhere(queryClient, id, liked) {
	queryClient.setQueriesData({ predicate: (query) => CARD_QUERIES.has(query.queryKey[0]) }, (data) => data === void 0 ? data : withLiked(data, id, liked));
}
/**
* POST /api/like.php likes a member, DELETE takes the like back. Every card of that member shows the
* change at once; a like that makes a match opens the match modal (SPEC §4).
*/
function useLike() {
	const queryClient = useQueryClient();
	const showLikeModal = useShowLikeModal();
	return useMutation({
		mutationFn: async ({ profile, like }) => {
			const body = { profile_id: profile.id };
			if (like) return api("like.php", LikeResponse, {
				method: "POST",
				body
			});
			await api("like.php", OkResponse, {
				method: "DELETE",
				body
			});
		},
		onMutate: ({ profile, like }) => setLikedEverywhere(queryClient, profile.id, like),
		onError: (_error, { profile, like }) => setLikedEverywhere(queryClient, profile.id, !like),
		onSuccess: (answer) => {
			if (answer?.match) showLikeModal(answer.profile, "match");
		},
		onSettled: () => queryClient.invalidateQueries({ queryKey: likesQuery.queryKey })
	});
}
// src/components/like-button.tsx
/** Like / Liked. A visitor is asked to sign up first (SPEC §6: login is required to like). */
function LikeButton({ profile, variant = "icon", className = "" }) {
	const { t } = useTranslation();
	const { data: user } = useCurrentUser();
	const openSignup = useOpenSignup();
	const like = useLike();
	const liked = profile.liked;
	const onClick = () => {
		if (!user) return openSignup();
		like.mutate({
			profile,
			like: !liked
		});
	};
	const label = liked ? t("likes.unlike_name", { name: profile.name }) : t("likes.like_name", { name: profile.name });
	if (variant === "icon") return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: `app-like-button btn rounded-circle shadow-sm ${liked ? "btn-primary" : "btn-light text-primary"} ${className}`,
		"aria-pressed": liked,
		"aria-label": label,
		title: label,
		disabled: like.isPending,
		onClick,
		"data-testid": "like-button",
		children: liked ? /* @__PURE__ */ jsx(HeartFill, { "aria-hidden": "true" }) : /* @__PURE__ */ jsx(Heart, { "aria-hidden": "true" })
	});
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		className: `btn ${liked ? "btn-primary" : "btn-outline-primary"} d-inline-flex align-items-center gap-2 ${className}`,
		"aria-pressed": liked,
		disabled: like.isPending,
		onClick,
		"data-testid": "like-button",
		children: [liked ? /* @__PURE__ */ jsx(HeartFill, { "aria-hidden": "true" }) : /* @__PURE__ */ jsx(Heart, { "aria-hidden": "true" }), liked ? t("likes.liked") : t("likes.like")]
	});
}
export { LikeButton as t };
