import { D as ComplaintBody, r as pathFor } from "./route-table-DxKv25ul.js";
import { t as ConfirmModal } from "./confirm-modal-BF7FITPz.js";
import { a as FictionalMark, f as formErrorsOf, n as ProfilePhoto, t as useOpenSignup, u as errorText } from "../entry-server.js";
import { r as interestsQuery, s as useSettings } from "./api-CqDn7Rbi.js";
import { t as LikeButton } from "./like-button-CvNTPAMi.js";
import { t as MemberLocation } from "./member-location-CnkTTiSO.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { t as SignupCta } from "./signup-cta-v_qxVmWo.js";
import { s as likesQuery, t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { n as useCurrentUser, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { r as useSendComplaint } from "./complaints-Bvd_NH3g.js";
import { t as ComplaintFields } from "./complaint-fields-axv7v5il.js";
import { i as useBlock, n as memberQuery } from "./api-BF9X3HxW.js";
import { t as PremiumCta } from "./premium-cta-DT86bKix.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useEffect, useState } from "react";
import { Alert, Badge, Dropdown, Form } from "react-bootstrap";
import { ChatDotsFill, ExclamationTriangleFill, Flag, HeartFill, LockFill, PersonSlash, SlashCircle, ThreeDots } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/interest-chips.tsx
/** The icon of each interest, as GET /api/interests.php gives them. */
function useInterestIcons() {
	const { data } = useQuery(interestsQuery);
	return new Map(data?.interests.map((interest) => [interest.key, interest.icon]));
}
/** A member's interests as read-only chips with their icons. */
function InterestChips({ interests }) {
	const { t } = useTranslation();
	const icons = useInterestIcons();
	return /* @__PURE__ */ jsx("ul", {
		className: "list-unstyled d-flex flex-wrap gap-2 mb-0",
		"data-testid": "interests",
		children: interests.map((key) => /* @__PURE__ */ jsxs("li", {
			className: "app-chip",
			children: [icons.get(key) && /* @__PURE__ */ jsx("span", {
				className: "app-chip-icon",
				"aria-hidden": "true",
				children: icons.get(key)
			}), t(`interests.${key}`)]
		}, key))
	});
}
// src/features/members/member-gallery.tsx
/**
* A member's photos: the chosen one large, the rest as thumbnails. Private photos the viewer may
* not see arrive blurred: they show a lock and the way to see them (SPEC §1, §6).
*/
function MemberGallery({ name, photos }) {
	const { t } = useTranslation();
	const [index, setIndex] = useState(0);
	const current = photos[Math.min(index, photos.length - 1)];
	if (!current) return /* @__PURE__ */ jsx("div", {
		className: "ratio ratio-1x1 rounded-3 overflow-hidden shadow-sm",
		children: /* @__PURE__ */ jsx(ProfilePhoto, {
			url: null,
			alt: t("members.no_photo", { name })
		})
	});
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "gallery",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "position-relative ratio ratio-1x1 rounded-3 overflow-hidden shadow-sm bg-body-secondary",
			children: [/* @__PURE__ */ jsx(ProfilePhoto, {
				url: current.url,
				alt: current.blurred ? t("members.blurred_photo") : t("members.photo_number", {
					name,
					number: index + 1,
					count: photos.length
				}),
				eager: true
			}), current.blurred && /* @__PURE__ */ jsx(PrivateOverlay, {})]
		}), photos.length > 1 && /* @__PURE__ */ jsx("ul", {
			className: "list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0",
			"aria-label": t("members.photos"),
			children: photos.map((photo, photoIndex) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: `app-thumb btn p-0 position-relative overflow-hidden${photoIndex === index ? " active" : ""}`,
				"aria-label": t("members.show_photo", { number: photoIndex + 1 }),
				"aria-current": photoIndex === index ? "true" : void 0,
				onClick: () => setIndex(photoIndex),
				children: [/* @__PURE__ */ jsx(ProfilePhoto, {
					url: photo.thumb_url,
					alt: ""
				}), photo.blurred && /* @__PURE__ */ jsx("span", {
					className: "app-thumb-lock",
					"aria-hidden": "true",
					children: /* @__PURE__ */ jsx(LockFill, {})
				})]
			}) }, photo.id))
		})]
	});
}
/** Members may see a blurred photo by going premium; visitors by logging in first (SPEC §6). */
function PrivateOverlay() {
	const { t } = useTranslation();
	const { data: user } = useCurrentUser();
	const openSignup = useOpenSignup();
	return /* @__PURE__ */ jsx("div", {
		className: "app-private-overlay d-flex flex-column align-items-center justify-content-center p-3",
		"data-testid": "private-photo",
		children: /* @__PURE__ */ jsxs("div", {
			className: "app-private-card text-center rounded-3 p-3",
			children: [/* @__PURE__ */ jsx(LockFill, {
				size: 28,
				className: "mb-2 text-primary",
				"aria-hidden": "true"
			}), user ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "fw-semibold mb-2",
				children: t("members.private_photo")
			}), /* @__PURE__ */ jsx(PremiumCta, { compact: true })] }) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "fw-semibold mb-2",
				children: t("members.login_to_see_photos")
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn btn-primary btn-sm",
				onClick: openSignup,
				children: t("home.cta_signup")
			})] })]
		})
	});
}
// src/features/members/member-page.tsx
/** A route error the error page shows as 'This page could not be found'. */
function notFound() {
	throw new ApiError(404, "not_found", "This page could not be found");
}
/** The server renders the profile; an address that names no member is left to the browser's error page. */
var handle = { prefetch: async ({ queryClient, params }) => {
	const id = Number(params.id);
	if (Number.isInteger(id) && id > 0) await queryClient.prefetchQuery(memberQuery(id));
} };
/** /members/{id}: a member's profile with photos, details, like, chat, block and report. */
function Component() {
	const { id: rawId } = useParams();
	const id = Number(rawId);
	if (!Number.isInteger(id) || id <= 0) notFound();
	return /* @__PURE__ */ jsx(MemberPage, { id }, id);
}
function MemberPage({ id }) {
	const { t } = useTranslation();
	const member = useQuery({
		...memberQuery(id),
		throwOnError: (error) => error instanceof ApiError && error.status === 404
	});
	const profile = member.data?.profile;
	useDocumentTitle(profile?.name ?? t("routes.members-id"));
	useSeenLike(profile);
	const error = member.error;
	let body;
	if (profile) body = /* @__PURE__ */ jsx(ProfileView, { profile });
	else if (error instanceof ApiError && error.code === "blocked") body = /* @__PURE__ */ jsx(BlockedNotice, {});
	else if (error instanceof ApiError && error.code === "login_required") body = /* @__PURE__ */ jsx(SignupCta, {});
	else if (error) body = /* @__PURE__ */ jsx(Alert, {
		variant: "danger",
		children: errorText(t, error)
	});
	else body = /* @__PURE__ */ jsx(PageLoading, {});
	return /* @__PURE__ */ jsx("div", {
		className: "container py-3 py-md-4",
		"data-route": "members-id",
		children: body
	});
}
/** Opening a profile as a member marks that member's like as seen on the server: the likes follow. */
function useSeenLike(profile) {
	const queryClient = useQueryClient();
	const { data: user } = useCurrentUser();
	const shownId = profile?.id;
	const likesYou = profile?.likes_you;
	useEffect(() => {
		if (shownId !== void 0 && user && likesYou) queryClient.invalidateQueries({ queryKey: likesQuery.queryKey });
	}, [
		shownId,
		likesYou,
		user,
		queryClient
	]);
}
function BlockedNotice() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("div", {
		className: "card border-0 shadow-sm text-center mx-auto app-narrow",
		"data-testid": "blocked-notice",
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body p-4 p-md-5",
			children: [
				/* @__PURE__ */ jsx(SlashCircle, {
					size: 40,
					className: "text-danger mb-3",
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "h4",
					children: t("members.blocked_title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-body-secondary",
					children: t("errors.blocked")
				}),
				/* @__PURE__ */ jsx(Link, {
					className: "btn btn-primary",
					to: pathFor("members"),
					children: t("nav.search_members")
				})
			]
		})
	});
}
/** Details shown as 'label: value', when the site shows that field (settings visible_profile_fields). */
var DETAIL_FIELDS = [
	"gender",
	"sexuality",
	"hair_colour",
	"eye_colour",
	"body_type",
	"relationship_status"
];
function ProfileView({ profile }) {
	const { t } = useTranslation();
	const settings = useSettings();
	const { data: user } = useCurrentUser();
	const visible = new Set(settings?.visible_profile_fields ?? []);
	const details = DETAIL_FIELDS.flatMap((field) => {
		const value = profile[field];
		return visible.has(field) && value ? [{
			field,
			value
		}] : [];
	});
	const showLocation = visible.has("region") || visible.has("city") || visible.has("country");
	return /* @__PURE__ */ jsxs("div", {
		className: "row g-4",
		"data-testid": "member-profile",
		"data-profile-id": profile.id,
		children: [/* @__PURE__ */ jsx("div", {
			className: "col-md-6 col-lg-5",
			children: /* @__PURE__ */ jsx(MemberGallery, {
				name: profile.name,
				photos: profile.photos
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "col-md-6 col-lg-7",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "d-flex flex-wrap align-items-center gap-2 mb-1",
					children: [
						/* @__PURE__ */ jsxs("h1", {
							className: "h2 mb-0 d-flex align-items-center gap-2",
							children: [profile.name, visible.has("age") && /* @__PURE__ */ jsx("span", {
								className: "fw-normal text-body-secondary",
								children: profile.age
							})]
						}),
						/* @__PURE__ */ jsx(FictionalMark, {
							fictional: profile.fictional,
							size: 16
						}),
						profile.match ? /* @__PURE__ */ jsxs(Badge, {
							bg: "primary",
							className: "d-inline-flex align-items-center gap-1",
							children: [
								/* @__PURE__ */ jsx(HeartFill, { "aria-hidden": "true" }),
								" ",
								t("likes.match_badge")
							]
						}) : profile.likes_you && /* @__PURE__ */ jsxs(Badge, {
							bg: "secondary",
							className: "d-inline-flex align-items-center gap-1",
							children: [
								/* @__PURE__ */ jsx(HeartFill, { "aria-hidden": "true" }),
								" ",
								t("likes.likes_you")
							]
						})
					]
				}),
				showLocation && /* @__PURE__ */ jsx("p", {
					className: "text-body-secondary mb-3",
					children: /* @__PURE__ */ jsx(MemberLocation, {
						country: profile.country,
						region: visible.has("region") ? profile.region : "",
						city: visible.has("city") ? profile.city : ""
					})
				}),
				profile.fictional && settings?.fictional_warning && /* @__PURE__ */ jsxs(Alert, {
					variant: "info",
					className: "d-flex gap-2 align-items-start small",
					"data-testid": "fictional-warning",
					children: [/* @__PURE__ */ jsx(ExclamationTriangleFill, {
						className: "flex-shrink-0 mt-1",
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsx("span", { children: settings.fictional_warning })]
				}),
				profile.blocked_by_you ? /* @__PURE__ */ jsx(BlockedByYou, { profile }) : /* @__PURE__ */ jsx(Actions, {
					profile,
					member: Boolean(user)
				}),
				profile.about && /* @__PURE__ */ jsxs("section", {
					className: "mb-4",
					"aria-labelledby": "about-title",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "h6 text-uppercase text-body-secondary mb-2",
						id: "about-title",
						children: t("fields.about")
					}), /* @__PURE__ */ jsx("p", {
						className: "mb-0 app-about",
						children: profile.about
					})]
				}),
				details.length > 0 && /* @__PURE__ */ jsxs("section", {
					className: "mb-4",
					"aria-labelledby": "details-title",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "h6 text-uppercase text-body-secondary mb-2",
						id: "details-title",
						children: t("members.details")
					}), /* @__PURE__ */ jsx("dl", {
						className: "row mb-0 app-details",
						children: details.map(({ field, value }) => /* @__PURE__ */ jsxs("div", {
							className: "col-sm-6 d-flex gap-2 mb-1",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "fw-normal text-body-secondary",
								children: t(`members.fields.${field}`)
							}), /* @__PURE__ */ jsx("dd", {
								className: "mb-0 fw-semibold",
								children: t(`profile.${field}.${value}`)
							})]
						}, field))
					})]
				}),
				visible.has("interests") && profile.interests.length > 0 && /* @__PURE__ */ jsxs("section", {
					className: "mb-4",
					"aria-labelledby": "interests-title",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "h6 text-uppercase text-body-secondary mb-2",
						id: "interests-title",
						children: t("fields.interests")
					}), /* @__PURE__ */ jsx(InterestChips, { interests: profile.interests })]
				})
			]
		})]
	});
}
function Actions({ profile, member }) {
	const { t } = useTranslation();
	const openSignup = useOpenSignup();
	const [confirmBlock, setConfirmBlock] = useState(false);
	const chatPath = pathFor("members-id-chat", { id: String(profile.id) });
	const reportPath = `${pathFor("complaints")}?profile_id=${profile.id}`;
	return /* @__PURE__ */ jsxs("div", {
		className: "d-flex flex-wrap gap-2 mb-4",
		children: [
			/* @__PURE__ */ jsx(LikeButton, {
				profile,
				variant: "full",
				className: "btn-lg"
			}),
			member ? /* @__PURE__ */ jsxs(Link, {
				className: "btn btn-secondary btn-lg d-inline-flex align-items-center gap-2 text-white",
				to: chatPath,
				"data-testid": "chat-button",
				children: [/* @__PURE__ */ jsx(ChatDotsFill, { "aria-hidden": "true" }), t("members.chat")]
			}) : /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "btn btn-secondary btn-lg d-inline-flex align-items-center gap-2 text-white",
				onClick: openSignup,
				"data-testid": "chat-button",
				children: [/* @__PURE__ */ jsx(ChatDotsFill, { "aria-hidden": "true" }), t("members.chat")]
			}),
			/* @__PURE__ */ jsxs(Dropdown, {
				align: "end",
				children: [/* @__PURE__ */ jsx(Dropdown.Toggle, {
					variant: "outline-secondary",
					size: "lg",
					className: "app-no-caret",
					"aria-label": t("members.more"),
					"data-testid": "member-more",
					children: /* @__PURE__ */ jsx(ThreeDots, { "aria-hidden": "true" })
				}), /* @__PURE__ */ jsxs(Dropdown.Menu, { children: [member && /* @__PURE__ */ jsxs(Dropdown.Item, {
					as: "button",
					onClick: () => setConfirmBlock(true),
					"data-testid": "block",
					children: [/* @__PURE__ */ jsx(PersonSlash, {
						className: "me-2",
						"aria-hidden": "true"
					}), t("members.block")]
				}), /* @__PURE__ */ jsxs(Dropdown.Item, {
					as: Link,
					to: reportPath,
					"data-testid": "report",
					children: [/* @__PURE__ */ jsx(Flag, {
						className: "me-2",
						"aria-hidden": "true"
					}), t("members.report")]
				})] })]
			}),
			confirmBlock && /* @__PURE__ */ jsx(BlockConfirm, {
				profile,
				onClose: () => setConfirmBlock(false)
			})
		]
	});
}
/**
* Blocking, and reporting in the same step: with "also report" ticked the complaint goes first (its
* form is checked before anything is sent), then the block.
*/
function BlockConfirm({ profile, onClose }) {
	const { t } = useTranslation();
	const block = useBlock(profile.id);
	const report = useSendComplaint();
	const [alsoReport, setAlsoReport] = useState(false);
	const [reason, setReason] = useState("");
	const [message, setMessage] = useState("");
	const [fields, setFields] = useState({});
	const confirm = () => {
		if (!alsoReport) return block.mutate(true, { onSuccess: onClose });
		const body = ComplaintBody.safeParse({
			reason: reason || void 0,
			message,
			profile_id: profile.id
		});
		const errors = body.success ? {} : formErrorsOf(body.error).fields;
		if (!reason) errors.reason = "required";
		setFields(errors);
		if (!body.success || Object.keys(errors).length > 0) return;
		report.mutate(body.data, { onSuccess: () => block.mutate(true, { onSuccess: onClose }) });
	};
	return /* @__PURE__ */ jsxs(ConfirmModal, {
		title: t("members.block_title", { name: profile.name }),
		confirmLabel: alsoReport ? t("members.block_and_report") : t("members.block"),
		pending: block.isPending || report.isPending,
		error: report.error ?? block.error,
		onConfirm: confirm,
		onClose,
		"data-testid": "block-confirm",
		children: [
			/* @__PURE__ */ jsx("p", { children: t("members.block_text", { name: profile.name }) }),
			/* @__PURE__ */ jsx(Form.Check, {
				id: "block-also-report",
				className: alsoReport ? "mb-3" : "mb-0",
				label: t("members.also_report", { name: profile.name }),
				checked: alsoReport,
				onChange: (event) => setAlsoReport(event.target.checked),
				"data-testid": "block-also-report"
			}),
			alsoReport && /* @__PURE__ */ jsx(ComplaintFields, {
				idPrefix: "block-report",
				reason,
				message,
				onReason: setReason,
				onMessage: setMessage,
				errors: fields
			})
		]
	});
}
function BlockedByYou({ profile }) {
	const { t } = useTranslation();
	const unblock = useBlock(profile.id);
	return /* @__PURE__ */ jsxs(Alert, {
		variant: "warning",
		className: "d-flex flex-column flex-sm-row gap-3 align-items-sm-center",
		"data-testid": "blocked-by-you",
		children: [
			/* @__PURE__ */ jsx(PersonSlash, {
				size: 24,
				className: "flex-shrink-0",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("span", {
				className: "flex-grow-1",
				children: t("members.you_blocked", { name: profile.name })
			}),
			/* @__PURE__ */ jsx(PendingButton, {
				type: "button",
				variant: "outline-dark",
				pending: unblock.isPending,
				onClick: () => unblock.mutate(false),
				"data-testid": "unblock",
				children: t("members.unblock")
			}),
			unblock.isError && /* @__PURE__ */ jsx("span", {
				className: "text-danger small",
				children: errorText(t, unblock.error)
			})
		]
	});
}
export { Component, handle };
