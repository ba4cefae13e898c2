import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as PremiumCta } from "./premium-cta-DT86bKix.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { s as likesQuery, t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { a as FictionalMark, n as ProfilePhoto, s as useShowLikeModal, u as errorText } from "../entry-server.js";
import { b as api, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { F as SwipeResponse, I as SwipeResult, r as pathFor } from "./route-table-DxKv25ul.js";
import { t as MemberLocation } from "./member-location-CnkTTiSO.js";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Alert } from "react-bootstrap";
import { HeartFill, InfoCircleFill, Search, Stars, XLg } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/swipe/api.ts
/**
* GET /api/swipe.php answers the next unseen cards. Each fetch is one more 'page', so the deck
* grows while the member swipes; a fetch without cards means the deck is done.
*/
var swipeDeckQuery = infiniteQueryOptions({
	queryKey: ["swipe"],
	queryFn: ({ signal }) => api("swipe.php", SwipeResponse, { signal }),
	initialPageParam: 1,
	getNextPageParam: (lastPage, pages) => lastPage.cards.length > 0 ? pages.length + 1 : void 0,
	staleTime: 0,
	gcTime: 0
});
/** POST /api/swipe.php: a like counts as a like (and may make a match), a pass is remembered. */
function useSwipe() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => api("swipe.php", SwipeResult, {
			method: "POST",
			body
		}),
		onSuccess: (_result, body) => {
			if (body.action === "like") queryClient.invalidateQueries({ queryKey: likesQuery.queryKey });
		}
	});
}
// src/features/swipe/swipe-card.tsx
/** Dragged further than this (px), the card goes; less, it springs back. */
var SWIPE_DISTANCE = 100;
/**
* One card of the stack. The top card follows a finger or the mouse (pointer events), tilts as it
* goes, shows LIKE or NOPE, and leaves when let go far enough to either side.
*/
function SwipeCard({ card, depth, leaving, canLike, onSwipe }) {
	const { t } = useTranslation();
	const drag = useRef(null);
	const [offset, setOffset] = useState({
		x: 0,
		y: 0
	});
	const [dragging, setDragging] = useState(false);
	const [flying, setFlying] = useState();
	const out = leaving ?? flying;
	const onPointerDown = (event) => {
		if (depth !== 0 || out || event.pointerType === "mouse" && event.button !== 0) return;
		if (event.target.closest("a, button")) return;
		drag.current = {
			pointerId: event.pointerId,
			startX: event.clientX,
			startY: event.clientY
		};
		event.currentTarget.setPointerCapture(event.pointerId);
		setDragging(true);
	};
	const onPointerMove = (event) => {
		const current = drag.current;
		if (!current || current.pointerId !== event.pointerId) return;
		setOffset({
			x: event.clientX - current.startX,
			y: (event.clientY - current.startY) * .3
		});
	};
	const onPointerEnd = (event) => {
		const current = drag.current;
		if (!current || current.pointerId !== event.pointerId) return;
		drag.current = null;
		setDragging(false);
		const dx = event.clientX - current.startX;
		const action = dx > 0 ? "like" : "pass";
		if (Math.abs(dx) >= SWIPE_DISTANCE && (action === "pass" || canLike)) {
			setFlying(action);
			onSwipe(action);
		} else setOffset({
			x: 0,
			y: 0
		});
	};
	let transform;
	if (out) {
		const direction = out === "like" ? 1 : -1;
		transform = `translate(${direction * 150}%, ${offset.y}px) rotate(${direction * 25}deg)`;
	} else if (depth === 0) transform = `translate(${offset.x}px, ${offset.y}px) rotate(${offset.x / 18}deg)`;
	else transform = `translateY(${depth * 12}px) scale(${1 - depth * .05})`;
	const likeOpacity = out === "like" ? 1 : Math.max(0, Math.min(1, offset.x / SWIPE_DISTANCE));
	const nopeOpacity = out === "pass" ? 1 : Math.max(0, Math.min(1, -offset.x / SWIPE_DISTANCE));
	return /* @__PURE__ */ jsxs("div", {
		className: `app-swipe-card card border-0 shadow${dragging ? " is-dragging" : ""}`,
		style: {
			transform,
			zIndex: 10 - depth,
			transitionDuration: dragging ? "0ms" : `260ms`
		},
		onPointerDown,
		onPointerMove,
		onPointerUp: onPointerEnd,
		onPointerCancel: onPointerEnd,
		"aria-hidden": depth !== 0,
		"data-testid": depth === 0 ? "swipe-card" : void 0,
		"data-profile-id": card.id,
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "app-swipe-photo",
				children: /* @__PURE__ */ jsx(ProfilePhoto, {
					url: card.main_image?.url,
					alt: t("members.photo_of", { name: card.name }),
					eager: depth === 0
				})
			}),
			/* @__PURE__ */ jsx("span", {
				className: "app-swipe-stamp app-swipe-like",
				style: { opacity: likeOpacity },
				"aria-hidden": "true",
				children: t("swipe.like_stamp")
			}),
			/* @__PURE__ */ jsx("span", {
				className: "app-swipe-stamp app-swipe-nope",
				style: { opacity: nopeOpacity },
				"aria-hidden": "true",
				children: t("swipe.nope_stamp")
			}),
			/* @__PURE__ */ jsx("div", {
				className: "app-swipe-info text-white p-3",
				children: /* @__PURE__ */ jsxs("div", {
					className: "d-flex align-items-end justify-content-between gap-2",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsxs("h2", {
							className: "h3 mb-0 d-flex align-items-center gap-2 text-truncate",
							children: [
								card.name,
								" ",
								/* @__PURE__ */ jsx("span", {
									className: "fw-normal",
									children: card.age
								}),
								/* @__PURE__ */ jsx(FictionalMark, {
									fictional: card.fictional,
									size: 18
								})
							]
						}), /* @__PURE__ */ jsx("p", {
							className: "mb-0 small opacity-75 text-truncate",
							children: /* @__PURE__ */ jsx(MemberLocation, {
								country: card.country,
								region: card.region,
								city: card.city
							})
						})]
					}), depth === 0 && /* @__PURE__ */ jsx(Link, {
						className: "btn btn-light btn-sm rounded-circle app-swipe-info-button",
						to: pathFor("members-id", { id: String(card.id) }),
						"aria-label": t("swipe.view_profile", { name: card.name }),
						title: t("swipe.view_profile", { name: card.name }),
						children: /* @__PURE__ */ jsx(InfoCircleFill, { "aria-hidden": "true" })
					})]
				})
			})
		]
	});
}
// src/features/swipe/swipe-limit.ts
/**
* The limit a free member has hit (SPEC §6, §9: 4 swipe-game likes a day): from the server's
* swipe_limit_reached, or because no likes are left today. Undefined while liking is possible.
*/
function swipeLimit(likesLeft, error) {
	if (error instanceof ApiError && error.code === "swipe_limit_reached") {
		const limit = Number(error.params?.limit);
		return Number.isFinite(limit) && limit > 0 ? limit : 4;
	}
	return likesLeft === 0 ? 4 : void 0;
}
/** The translated limit message, or undefined while liking is possible. */
function swipeLimitMessage(t, likesLeft, error) {
	const limit = swipeLimit(likesLeft, error);
	return limit === void 0 ? void 0 : t("errors.swipe_limit_reached", { limit });
}
// src/features/swipe/swipe-page.tsx
/** Fewer cards than this left: fetch more in the background. */
var REFILL_AT = 3;
/** The cards still to swipe: every fetched card once, without those already swiped. */
function deckOf(pages, done) {
	const seen = /* @__PURE__ */ new Set();
	return pages.flatMap((page) => page.cards.filter((card) => {
		if (seen.has(card.id) || done.has(card.id)) return false;
		seen.add(card.id);
		return true;
	}));
}
/** /swipe-game: like (right) or pass (left) one member at a time (SPEC §2, §6). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.swipe-game"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "container py-3 py-md-4",
		"data-route": "swipe-game",
		children: /* @__PURE__ */ jsx(SwipeGame, {})
	}) });
}
function SwipeGame() {
	const { t } = useTranslation();
	const deckQuery = useInfiniteQuery(swipeDeckQuery);
	const swipe = useSwipe();
	const showLikeModal = useShowLikeModal();
	const [done, setDone] = useState(/* @__PURE__ */ new Set());
	const [leaving, setLeaving] = useState(null);
	const [likesLeft, setLikesLeft] = useState(void 0);
	const [limitError, setLimitError] = useState(null);
	const pages = deckQuery.data?.pages ?? [];
	const deck = deckOf(pages, done);
	const left = likesLeft !== void 0 ? likesLeft : pages.at(-1)?.likes_left;
	const limitMessage = swipeLimitMessage(t, left, limitError);
	const top = deck[0];
	const { hasNextPage, isFetchingNextPage, fetchNextPage } = deckQuery;
	const deckSize = deck.length;
	useEffect(() => {
		if (deckSize < REFILL_AT && hasNextPage && !isFetchingNextPage) fetchNextPage();
	}, [
		deckSize,
		hasNextPage,
		isFetchingNextPage,
		fetchNextPage
	]);
	const act = (card, action) => {
		setDone((previous) => new Set(previous).add(card.id));
		setLeaving(null);
		swipe.mutate({
			profile_id: card.id,
			action
		}, {
			onSuccess: (result) => {
				setLikesLeft(result.likes_left);
				if (result.match) showLikeModal({
					...card,
					liked: true
				}, "match");
			},
			onError: (error) => {
				setDone((previous) => {
					const next = new Set(previous);
					next.delete(card.id);
					return next;
				});
				if (error instanceof ApiError && error.code === "swipe_limit_reached") {
					setLimitError(error);
					setLikesLeft(0);
				} else setLimitError(error);
			}
		});
	};
	/** A button or key: the card flies out first, then the next one is on top. */
	const choose = (action) => {
		if (!top || leaving) return;
		if (action === "like" && limitMessage) return;
		setLeaving({
			id: top.id,
			action
		});
		setTimeout(() => act(top, action), 260);
	};
	const onKey = useEffectEvent((event) => {
		if (event.target?.closest("input, textarea, select, [contenteditable=\"true\"]") || event.altKey || event.ctrlKey || event.metaKey) return;
		if (event.key === "ArrowLeft") {
			event.preventDefault();
			choose("pass");
		} else if (event.key === "ArrowRight") {
			event.preventDefault();
			choose("like");
		}
	});
	useEffect(() => {
		const listener = (event) => onKey(event);
		window.addEventListener("keydown", listener);
		return () => window.removeEventListener("keydown", listener);
	}, []);
	if (deckQuery.isPending) return /* @__PURE__ */ jsx(PageLoading, {});
	if (deckQuery.isError) return /* @__PURE__ */ jsx(Alert, {
		variant: "danger",
		children: errorText(t, deckQuery.error)
	});
	const otherError = limitError && !(limitError instanceof ApiError && limitError.code === "swipe_limit_reached") ? limitError : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "app-swipe mx-auto",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex align-items-baseline justify-content-between gap-2 mb-2",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "h3 mb-0",
					children: t("routes.swipe-game")
				}), typeof left === "number" && /* @__PURE__ */ jsxs("span", {
					className: "badge rounded-pill text-bg-light border",
					role: "status",
					"data-testid": "likes-left",
					children: [/* @__PURE__ */ jsx(HeartFill, {
						className: "text-primary me-1",
						"aria-hidden": "true"
					}), t("swipe.likes_left", { count: left })]
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary small mb-3",
				children: t("swipe.help")
			}),
			limitMessage && /* @__PURE__ */ jsxs(Alert, {
				variant: "warning",
				"data-testid": "swipe-limit",
				children: [/* @__PURE__ */ jsx("p", {
					className: "mb-3",
					children: limitMessage
				}), /* @__PURE__ */ jsx(PremiumCta, { text: t("swipe.premium_text") })]
			}),
			otherError !== null && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				dismissible: true,
				onClose: () => setLimitError(null),
				closeLabel: t("common.close"),
				children: errorText(t, otherError)
			}),
			top ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", {
				className: "app-swipe-stack",
				"aria-live": "polite",
				children: deck.slice(0, 3).reverse().map((card) => {
					const depth = deck.indexOf(card);
					return /* @__PURE__ */ jsx(SwipeCard, {
						card,
						depth,
						leaving: leaving?.id === card.id ? leaving.action : void 0,
						canLike: !limitMessage,
						onSwipe: (action) => setTimeout(() => act(card, action), 260)
					}, card.id);
				})
			}), /* @__PURE__ */ jsxs("div", {
				className: "d-flex justify-content-center gap-4 mt-4",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-light border shadow-sm rounded-circle app-swipe-button text-danger",
					onClick: () => choose("pass"),
					"aria-label": t("swipe.pass", { name: top.name }),
					title: t("swipe.pass_hint"),
					"data-testid": "swipe-pass",
					children: /* @__PURE__ */ jsx(XLg, {
						size: 28,
						"aria-hidden": "true"
					})
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-primary shadow rounded-circle app-swipe-button",
					onClick: () => choose("like"),
					disabled: Boolean(limitMessage),
					"aria-label": t("swipe.like", { name: top.name }),
					title: t("swipe.like_hint"),
					"data-testid": "swipe-like",
					children: /* @__PURE__ */ jsx(HeartFill, {
						size: 28,
						"aria-hidden": "true"
					})
				})]
			})] }) : deckQuery.isFetchingNextPage ? /* @__PURE__ */ jsx(PageLoading, {}) : /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(Stars, { size: 40 }),
				title: t("swipe.empty_title"),
				text: t("swipe.empty_text"),
				children: /* @__PURE__ */ jsxs(Link, {
					className: "btn btn-primary d-inline-flex align-items-center gap-2",
					to: pathFor("members"),
					children: [/* @__PURE__ */ jsx(Search, { "aria-hidden": "true" }), t("nav.search_members")]
				})
			})
		]
	});
}
export { Component };
