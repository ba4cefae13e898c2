import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { S as REQUEST_TYPE_HEADER, b as api, n as useCurrentUser, p as userQuery, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { d as fieldErrorText, n as ProfilePhoto, u as errorText } from "../entry-server.js";
import { B as ABOUT_MAX, H as EYE_COLOURS, J as PhotosResponse, K as PHOTO_FILE_FIELD, U as HAIR_COLOURS, V as BODY_TYPES, Vt as ErrorBody, X as UpdateProfileBody, Y as RELATIONSHIP_STATUSES, ft as Sexuality, lt as Gender, q as PhotoResponse, r as pathFor } from "./route-table-DxKv25ul.js";
import { n as useUpdateProfile, t as ownProfileQuery } from "./use-own-profile-Dqqq1l1g.js";
import { t as ConfirmModal } from "./confirm-modal-BF7FITPz.js";
import { t as PremiumCta } from "./premium-cta-DT86bKix.js";
import { n as AppForm, t as useFormErrors } from "./use-form-errors-DngMP3g0.js";
import { t as BirthDateField } from "./birth-date-field-Cv7xFbOO.js";
import { n as FormField } from "./form-field-C5g9m-TW.js";
import { t as LocationFields } from "./location-fields-Cn1C1jp9.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { r as interestsQuery } from "./api-CqDn7Rbi.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRef, useState } from "react";
import { Alert, Badge, Button, Form, ProgressBar } from "react-bootstrap";
import { ArrowLeft, ArrowRight, BoxArrowUpRight, CameraFill, CheckCircle, CheckCircleFill, CheckLg, Hourglass, LockFill, StarFill, Trash, XCircleFill } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/profile/api.ts
/** While a photo waits for its check, the list asks again this often. */
var PENDING_PHOTO_POLL_MS = 4e3;
var photosQuery = queryOptions({
	queryKey: ["photos"],
	queryFn: ({ signal }) => api("photos.php", PhotosResponse, { signal }),
	refetchInterval: (query) => query.state.data?.photos.some((photo) => photo.status === "pending") ? PENDING_PHOTO_POLL_MS : false
});
/** Changing photos can change the main image the session (navigation, photo alert) shows. */
function usePhotosChanged() {
	const queryClient = useQueryClient();
	return (answer) => {
		if (answer) queryClient.setQueryData(photosQuery.queryKey, answer);
		return Promise.all([queryClient.invalidateQueries({ queryKey: photosQuery.queryKey }), queryClient.invalidateQueries({ queryKey: userQuery.queryKey })]);
	};
}
/** PUT /api/photos.php: main photo, private or public. */
function useUpdatePhoto() {
	const queryClient = useQueryClient();
	const changed = usePhotosChanged();
	return useMutation({
		mutationFn: (body) => api("photos.php", PhotoResponse, {
			method: "PUT",
			body
		}),
		onMutate: ({ id, main, private: isPrivate }) => {
			queryClient.setQueryData(photosQuery.queryKey, (data) => data && {
				...data,
				photos: data.photos.map((photo) => ({
					...photo,
					main: main ? photo.id === id : photo.main,
					private: photo.id === id && isPrivate !== void 0 ? isPrivate : photo.private
				}))
			});
		},
		onSettled: () => changed()
	});
}
/** DELETE /api/photos.php */
function useDeletePhoto() {
	const changed = usePhotosChanged();
	return useMutation({
		mutationFn: (id) => api("photos.php", PhotosResponse, {
			method: "DELETE",
			body: { id }
		}),
		onSuccess: (answer) => changed(answer)
	});
}
/** PUT /api/photos-order.php: shown in the new order at once, put back if the server says no. */
function useReorderPhotos() {
	const queryClient = useQueryClient();
	const changed = usePhotosChanged();
	return useMutation({
		mutationFn: (order) => api("photos-order.php", PhotosResponse, {
			method: "PUT",
			body: { order }
		}),
		onMutate: (order) => {
			queryClient.setQueryData(photosQuery.queryKey, (data) => {
				if (!data) return data;
				const byId = new Map(data.photos.map((photo) => [photo.id, photo]));
				const photos = order.flatMap((id, position) => {
					const photo = byId.get(id);
					return photo ? [{
						...photo,
						position
					}] : [];
				});
				return {
					...data,
					photos
				};
			});
		},
		onSettled: (answer) => changed(answer)
	});
}
/**
* POST /api/photos.php as multipart (field `photo`, optional `private`), through XMLHttpRequest
* because fetch cannot report upload progress. Failures are ApiErrors like every other call.
*/
function uploadPhoto(file, { isPrivate = false, onProgress, signal }) {
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest();
		request.open("POST", "/api/photos.php");
		request.setRequestHeader(REQUEST_TYPE_HEADER, "app");
		request.setRequestHeader("accept", "application/json");
		request.withCredentials = true;
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total);
		};
		request.onload = () => {
			let payload;
			try {
				payload = JSON.parse(request.responseText);
			} catch {
				payload = void 0;
			}
			if (request.status >= 200 && request.status < 300) {
				const parsed = PhotoResponse.safeParse(payload);
				if (parsed.success) resolve(parsed.data);
				else reject(new ApiError(request.status, "internal_error", "Unexpected answer"));
				return;
			}
			const error = ErrorBody.safeParse(payload);
			if (error.success) {
				const { code, message, fields, params } = error.data.error;
				reject(new ApiError(request.status, code, message, fields, params));
			} else if (request.status === 413) reject(new ApiError(413, "photo_too_large", "The photo is too large."));
			else reject(new ApiError(request.status, "internal_error", request.statusText || "Error"));
		};
		request.onerror = () => reject(new ApiError(0, "network_error", "The network is not reachable."));
		request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
		signal?.addEventListener("abort", () => request.abort());
		const form = new FormData();
		form.append("private", String(isPrivate));
		form.append(PHOTO_FILE_FIELD, file);
		request.send(form);
	});
}
/**
* What the upload input accepts: what the server's image library decodes. Its prebuilt build has
* no HEVC decoder, so iPhone HEIC photos are not offered (iPhones convert them to JPEG on upload).
*/
var PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
// src/features/profile/photos-section.tsx
/** The new order after moving the photo at `from` to `to`. */
function moved(list, from, to) {
	const next = [...list];
	const [item] = next.splice(from, 1);
	if (item !== void 0) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
	return next;
}
/** The member's photos: upload with progress, status, main photo, private, order, delete (SPEC §1, §6). */
function PhotosSection() {
	const { t } = useTranslation();
	const photos = useQuery(photosQuery);
	const { data: user } = useCurrentUser();
	const queryClient = useQueryClient();
	const reorder = useReorderPhotos();
	const [upload, setUpload] = useState(null);
	const [uploadError, setUploadError] = useState(null);
	const [uploadPrivate, setUploadPrivate] = useState(false);
	const [dragged, setDragged] = useState(null);
	const [dropTarget, setDropTarget] = useState(null);
	const input = useRef(null);
	if (photos.isPending) return /* @__PURE__ */ jsx(PageLoading, {});
	if (photos.isError) return /* @__PURE__ */ jsx(Alert, {
		variant: "danger",
		children: errorText(t, photos.error)
	});
	const { limit } = photos.data;
	const list = [...photos.data.photos].sort((a, b) => a.position - b.position);
	const atLimit = list.length >= limit;
	const free = !user?.paid_user && limit <= 3;
	const uploadFiles = async (files) => {
		setUploadError(null);
		const room = Math.max(0, limit - list.length);
		for (const file of files.slice(0, room)) {
			setUpload({
				name: file.name,
				progress: 0
			});
			try {
				await uploadPhoto(file, {
					isPrivate: uploadPrivate,
					onProgress: (progress) => setUpload({
						name: file.name,
						progress
					})
				});
			} catch (error) {
				setUploadError(error);
				break;
			} finally {
				await queryClient.invalidateQueries({ queryKey: photosQuery.queryKey });
			}
		}
		if (files.length > room) setUploadError(new LimitNotice(limit));
		setUpload(null);
		queryClient.invalidateQueries({ queryKey: ["user"] });
	};
	const move = (from, to) => {
		if (from === to || to < 0 || to >= list.length) return;
		reorder.mutate(moved(list, from, to).map((photo) => photo.id));
	};
	const onDrop = (event, index) => {
		event.preventDefault();
		if (dragged !== null) move(dragged, index);
		setDragged(null);
		setDropTarget(null);
	};
	return /* @__PURE__ */ jsx("section", {
		className: "card border-0 shadow-sm mb-3 app-photos",
		"aria-labelledby": "photos-title",
		"data-testid": "photos-section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body p-3 p-md-4",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "h5 mb-0",
						id: "photos-title",
						children: t("own_profile.photos")
					}), /* @__PURE__ */ jsx("span", {
						className: "text-body-secondary small",
						"data-testid": "photo-count",
						children: t("own_profile.photo_count", {
							count: list.length,
							limit
						})
					})]
				}),
				list.length > 1 && /* @__PURE__ */ jsx("p", {
					className: "small text-body-secondary",
					children: t("own_profile.reorder_hint")
				}),
				uploadError !== null && /* @__PURE__ */ jsx(Alert, {
					variant: "danger",
					dismissible: true,
					onClose: () => setUploadError(null),
					closeLabel: t("common.close"),
					"data-testid": "upload-error",
					children: uploadError instanceof LimitNotice ? t("errors.photo_limit_reached", { limit: uploadError.limit }) : errorText(t, uploadError)
				}),
				reorder.isError && /* @__PURE__ */ jsx(Alert, {
					variant: "danger",
					children: errorText(t, reorder.error)
				}),
				/* @__PURE__ */ jsxs("ul", {
					className: "row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-2 g-md-3 list-unstyled mb-0",
					children: [
						list.map((photo, index) => /* @__PURE__ */ jsx("li", {
							className: `col${dragged === index ? " app-dragging" : ""}${dropTarget === index && dragged !== index ? " app-drop-target" : ""}`,
							draggable: list.length > 1,
							onDragStart: (event) => {
								event.dataTransfer.effectAllowed = "move";
								event.dataTransfer.setData("text/plain", String(photo.id));
								setDragged(index);
							},
							onDragOver: (event) => {
								event.preventDefault();
								setDropTarget(index);
							},
							onDragLeave: () => setDropTarget((current) => current === index ? null : current),
							onDragEnd: () => {
								setDragged(null);
								setDropTarget(null);
							},
							onDrop: (event) => onDrop(event, index),
							"data-testid": "own-photo",
							"data-photo-id": photo.id,
							"data-status": photo.status,
							children: /* @__PURE__ */ jsx(PhotoTile, {
								photo,
								index,
								count: list.length,
								onMove: move
							})
						}, photo.id)),
						upload && /* @__PURE__ */ jsx("li", {
							className: "col",
							children: /* @__PURE__ */ jsxs("div", {
								className: "app-photo-tile card border-0 h-100 justify-content-center p-3 text-center",
								"aria-live": "polite",
								children: [
									/* @__PURE__ */ jsx(CameraFill, {
										size: 28,
										className: "text-primary mx-auto mb-2",
										"aria-hidden": "true"
									}),
									/* @__PURE__ */ jsx("p", {
										className: "small text-truncate mb-2",
										children: t("own_profile.uploading", { name: upload.name })
									}),
									/* @__PURE__ */ jsx(ProgressBar, {
										now: Math.round(upload.progress * 100),
										label: `${Math.round(upload.progress * 100)}%`,
										animated: upload.progress >= 1,
										"aria-label": t("own_profile.upload_progress"),
										"data-testid": "upload-progress"
									})
								]
							})
						}),
						!atLimit && !upload && /* @__PURE__ */ jsx("li", {
							className: "col",
							children: /* @__PURE__ */ jsxs("label", {
								className: "app-photo-add card h-100 d-flex flex-column align-items-center justify-content-center text-center p-3",
								htmlFor: "photo-upload",
								children: [
									/* @__PURE__ */ jsx(CameraFill, {
										size: 32,
										className: "text-primary mb-2",
										"aria-hidden": "true"
									}),
									/* @__PURE__ */ jsx("span", {
										className: "fw-semibold",
										children: t("own_profile.add_photo")
									}),
									/* @__PURE__ */ jsx("span", {
										className: "small text-body-secondary",
										children: t("own_profile.photo_types")
									})
								]
							})
						})
					]
				}),
				/* @__PURE__ */ jsx("input", {
					ref: input,
					id: "photo-upload",
					type: "file",
					className: "visually-hidden",
					accept: PHOTO_ACCEPT,
					multiple: true,
					disabled: atLimit || upload !== null,
					onChange: (event) => {
						const files = [...event.target.files ?? []];
						event.target.value = "";
						if (files.length > 0) uploadFiles(files);
					},
					"data-testid": "photo-input"
				}),
				!atLimit && /* @__PURE__ */ jsx(Form.Check, {
					type: "switch",
					id: "upload-private",
					className: "mt-3",
					label: t("own_profile.upload_private"),
					checked: uploadPrivate,
					onChange: (event) => setUploadPrivate(event.target.checked)
				}),
				atLimit && free && /* @__PURE__ */ jsxs(Alert, {
					variant: "light",
					className: "border mt-3 mb-0",
					"data-testid": "photo-limit",
					children: [/* @__PURE__ */ jsx("p", {
						className: "small mb-2",
						children: t("own_profile.limit_free", {
							limit,
							premium: 25
						})
					}), /* @__PURE__ */ jsx(PremiumCta, {})]
				}),
				atLimit && !free && /* @__PURE__ */ jsx("p", {
					className: "small text-body-secondary mt-3 mb-0",
					children: t("errors.photo_limit_reached", { limit })
				})
			]
		})
	});
}
/** Said when more files were chosen than there is room for. */
var LimitNotice = class {
	limit;
	constructor(limit) {
		this.limit = limit;
	}
};
var STATUS = {
	pending: {
		bg: "warning",
		text: "dark",
		Icon: Hourglass
	},
	rejected: {
		bg: "danger",
		text: void 0,
		Icon: XCircleFill
	},
	active: {
		bg: "success",
		text: void 0,
		Icon: CheckCircleFill
	}
};
function PhotoTile({ photo, index, count, onMove }) {
	const { t } = useTranslation();
	const update = useUpdatePhoto();
	const [confirmDelete, setConfirmDelete] = useState(false);
	const status = STATUS[photo.status];
	return /* @__PURE__ */ jsxs("div", {
		className: "app-photo-tile card border-0 shadow-sm h-100",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "position-relative ratio ratio-1x1 rounded-top overflow-hidden bg-body-secondary",
				children: [/* @__PURE__ */ jsx(ProfilePhoto, {
					url: photo.thumb_url,
					alt: t("own_profile.photo_alt", { number: index + 1 })
				}), /* @__PURE__ */ jsxs("div", {
					className: "position-absolute top-0 start-0 p-2 d-flex flex-column align-items-start gap-1 app-photo-badges",
					children: [
						/* @__PURE__ */ jsxs(Badge, {
							bg: status.bg,
							text: status.text,
							className: "d-inline-flex align-items-center gap-1",
							"data-testid": "photo-status",
							children: [/* @__PURE__ */ jsx(status.Icon, { "aria-hidden": "true" }), t(`own_profile.status.${photo.status}`)]
						}),
						photo.main && /* @__PURE__ */ jsxs(Badge, {
							bg: "primary",
							className: "d-inline-flex align-items-center gap-1",
							"data-testid": "main-badge",
							children: [/* @__PURE__ */ jsx(StarFill, { "aria-hidden": "true" }), t("own_profile.main")]
						}),
						photo.private && /* @__PURE__ */ jsxs(Badge, {
							bg: "dark",
							className: "d-inline-flex align-items-center gap-1",
							children: [/* @__PURE__ */ jsx(LockFill, { "aria-hidden": "true" }), t("own_profile.private")]
						})
					]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "card-body p-2 d-flex flex-column gap-2",
				children: [
					photo.status === "rejected" && /* @__PURE__ */ jsxs("p", {
						className: "small text-danger mb-0",
						"data-testid": "rejected-text",
						children: [photo.reject_reason && /* @__PURE__ */ jsx("strong", {
							className: "d-block",
							"data-testid": "reject-reason",
							children: t("own_profile.rejected_reason", { reason: t(`moderation.reasons.${photo.reject_reason}`) })
						}), t("own_profile.rejected_text")]
					}),
					!photo.main && photo.status !== "rejected" && /* @__PURE__ */ jsxs(Button, {
						size: "sm",
						variant: "outline-primary",
						className: "d-inline-flex align-items-center justify-content-center gap-1",
						disabled: update.isPending,
						onClick: () => update.mutate({
							id: photo.id,
							main: true
						}),
						"data-testid": "set-main",
						children: [/* @__PURE__ */ jsx(StarFill, { "aria-hidden": "true" }), t("own_profile.set_main")]
					}),
					/* @__PURE__ */ jsx(Form.Check, {
						type: "switch",
						id: `photo-private-${photo.id}`,
						className: "small mb-0",
						label: t("own_profile.private_switch"),
						checked: photo.private,
						disabled: update.isPending,
						onChange: (event) => update.mutate({
							id: photo.id,
							private: event.target.checked
						})
					}),
					update.isError && /* @__PURE__ */ jsx("p", {
						className: "small text-danger mb-0",
						children: errorText(t, update.error)
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "d-flex align-items-center gap-1 mt-auto",
						children: [
							/* @__PURE__ */ jsx(Button, {
								size: "sm",
								variant: "light",
								disabled: index === 0,
								onClick: () => onMove(index, index - 1),
								"aria-label": t("own_profile.move_earlier", { number: index + 1 }),
								title: t("own_profile.move_earlier", { number: index + 1 }),
								children: /* @__PURE__ */ jsx(ArrowLeft, { "aria-hidden": "true" })
							}),
							/* @__PURE__ */ jsx(Button, {
								size: "sm",
								variant: "light",
								disabled: index === count - 1,
								onClick: () => onMove(index, index + 1),
								"aria-label": t("own_profile.move_later", { number: index + 1 }),
								title: t("own_profile.move_later", { number: index + 1 }),
								children: /* @__PURE__ */ jsx(ArrowRight, { "aria-hidden": "true" })
							}),
							/* @__PURE__ */ jsx(Button, {
								size: "sm",
								variant: "light",
								className: "ms-auto text-danger",
								onClick: () => setConfirmDelete(true),
								"aria-label": t("own_profile.delete_photo", { number: index + 1 }),
								title: t("own_profile.delete_photo", { number: index + 1 }),
								"data-testid": "delete-photo",
								children: /* @__PURE__ */ jsx(Trash, { "aria-hidden": "true" })
							})
						]
					})
				]
			}),
			confirmDelete && /* @__PURE__ */ jsx(DeleteConfirm, {
				photo,
				onClose: () => setConfirmDelete(false)
			})
		]
	});
}
function DeleteConfirm({ photo, onClose }) {
	const { t } = useTranslation();
	const remove = useDeletePhoto();
	return /* @__PURE__ */ jsxs(ConfirmModal, {
		title: t("own_profile.delete_title"),
		confirmLabel: t("own_profile.delete"),
		pending: remove.isPending,
		error: remove.error,
		onConfirm: () => remove.mutate(photo.id, { onSuccess: onClose }),
		onClose,
		size: "sm",
		"data-testid": "delete-photo-confirm",
		children: [/* @__PURE__ */ jsx("div", {
			className: "ratio ratio-1x1 rounded overflow-hidden mb-3 mx-auto app-confirm-thumb",
			children: /* @__PURE__ */ jsx(ProfilePhoto, {
				url: photo.thumb_url,
				alt: ""
			})
		}), /* @__PURE__ */ jsx("p", {
			className: "mb-0",
			children: t("own_profile.delete_text")
		})]
	});
}
// src/features/profile/interests-picker.tsx
/** The site's interests as chips to switch on and off, each with its icon (SPEC §3). */
function InterestsPicker({ value, onChange, error }) {
	const { t } = useTranslation();
	const { data } = useQuery(interestsQuery);
	const chosen = new Set(value);
	const toggle = (key) => onChange(chosen.has(key) ? value.filter((k) => k !== key) : [...value, key]);
	return /* @__PURE__ */ jsxs("fieldset", {
		"aria-describedby": error ? "interests-error" : "interests-hint",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "visually-hidden",
				children: t("fields.interests")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "form-text mt-0 mb-2",
				id: "interests-hint",
				children: t("own_profile.interests_hint", { count: value.length })
			}),
			/* @__PURE__ */ jsx("div", {
				className: "d-flex flex-wrap gap-2",
				"data-testid": "interest-picker",
				children: data?.interests.map(({ key, icon }) => {
					const on = chosen.has(key);
					return /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: `app-chip app-chip-toggle${on ? " active" : ""}`,
						"aria-pressed": on,
						onClick: () => toggle(key),
						"data-interest": key,
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "app-chip-icon",
								"aria-hidden": "true",
								children: icon
							}),
							t(`interests.${key}`),
							on && /* @__PURE__ */ jsx(CheckLg, {
								className: "ms-1",
								"aria-hidden": "true"
							})
						]
					}, key);
				})
			}),
			error && /* @__PURE__ */ jsx("div", {
				className: "invalid-feedback d-block",
				id: "interests-error",
				children: fieldErrorText(t, error)
			})
		]
	});
}
// src/features/profile/profile-form.tsx
function draftOf({ age: _age, rejected_texts: _rejected, ...profile }) {
	return profile;
}
/** Every field of the own profile (SPEC §3), saved together, errors at their fields. */
function ProfileForm({ profile }) {
	const { t } = useTranslation();
	const update = useUpdateProfile();
	const errors = useFormErrors();
	const [draft, setDraft] = useState(() => draftOf(profile));
	const set = (key, value) => {
		setDraft((current) => ({
			...current,
			[key]: value
		}));
		update.reset();
	};
	const submit = () => {
		const body = UpdateProfileBody.safeParse(draft);
		if (!body.success) return errors.show(body.error);
		errors.clear();
		update.mutate(body.data, { onError: errors.show });
	};
	const option = (field) => (value) => t(`profile.${field}.${value}`);
	const fields = errors.fields;
	return /* @__PURE__ */ jsxs(AppForm, {
		onSubmit: submit,
		error: errors.formError,
		"data-testid": "profile-form",
		children: [
			profile.rejected_texts.map(({ field, reason }) => /* @__PURE__ */ jsx(Alert, {
				variant: "warning",
				"data-testid": "text-rejected",
				children: t(`own_profile.text_rejected.${field}`, { reason: t(`moderation.reasons.${reason}`) })
			}, field)),
			Object.keys(fields).length > 0 && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				role: "alert",
				children: t("errors.validation_failed")
			}),
			/* @__PURE__ */ jsxs(Section, {
				id: "basics",
				title: t("own_profile.basics"),
				children: [
					/* @__PURE__ */ jsx(FormField, {
						id: "profile-name",
						label: t("fields.name"),
						autoComplete: "nickname",
						value: draft.name,
						onChange: (event) => set("name", event.target.value),
						error: fields.name
					}),
					/* @__PURE__ */ jsx(BirthDateField, {
						id: "profile-dob",
						value: draft.date_of_birth,
						onChange: (value) => set("date_of_birth", value),
						error: fields.date_of_birth
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "row",
						children: [/* @__PURE__ */ jsx("div", {
							className: "col-sm-6",
							children: /* @__PURE__ */ jsx(FormField, {
								as: "select",
								id: "profile-gender",
								label: t("fields.gender"),
								value: draft.gender,
								onChange: (event) => set("gender", event.target.value),
								error: fields.gender,
								children: Gender.options.map((value) => /* @__PURE__ */ jsx("option", {
									value,
									children: option("gender")(value)
								}, value))
							})
						}), /* @__PURE__ */ jsx("div", {
							className: "col-sm-6",
							children: /* @__PURE__ */ jsx(FormField, {
								as: "select",
								id: "profile-sexuality",
								label: t("fields.sexuality"),
								value: draft.sexuality,
								onChange: (event) => set("sexuality", event.target.value),
								error: fields.sexuality,
								children: Sexuality.options.map((value) => /* @__PURE__ */ jsx("option", {
									value,
									children: option("sexuality")(value)
								}, value))
							})
						})]
					})
				]
			}),
			/* @__PURE__ */ jsxs(Section, {
				id: "where",
				title: t("own_profile.where"),
				children: [/* @__PURE__ */ jsx(LocationFields, {
					idPrefix: "profile",
					country: draft.country,
					region: draft.region,
					onChange: ({ country, region }) => {
						setDraft((current) => ({
							...current,
							country,
							region
						}));
						update.reset();
					},
					errors: fields
				}), /* @__PURE__ */ jsx(FormField, {
					id: "profile-city",
					label: t("fields.city"),
					autoComplete: "address-level2",
					maxLength: 100,
					value: draft.city,
					onChange: (event) => set("city", event.target.value),
					error: fields.city,
					groupClassName: "mb-0"
				})]
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "looks",
				title: t("own_profile.looks"),
				children: /* @__PURE__ */ jsxs("div", {
					className: "row",
					children: [
						/* @__PURE__ */ jsx(NullableSelect, {
							id: "hair_colour",
							options: HAIR_COLOURS,
							value: draft.hair_colour,
							onChange: (value) => set("hair_colour", value),
							error: fields.hair_colour
						}),
						/* @__PURE__ */ jsx(NullableSelect, {
							id: "eye_colour",
							options: EYE_COLOURS,
							value: draft.eye_colour,
							onChange: (value) => set("eye_colour", value),
							error: fields.eye_colour
						}),
						/* @__PURE__ */ jsx(NullableSelect, {
							id: "body_type",
							options: BODY_TYPES,
							value: draft.body_type,
							onChange: (value) => set("body_type", value),
							error: fields.body_type
						}),
						/* @__PURE__ */ jsx(NullableSelect, {
							id: "relationship_status",
							options: RELATIONSHIP_STATUSES,
							value: draft.relationship_status,
							onChange: (value) => set("relationship_status", value),
							error: fields.relationship_status
						})
					]
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "interests",
				title: t("fields.interests"),
				children: /* @__PURE__ */ jsx(InterestsPicker, {
					value: draft.interests,
					onChange: (value) => set("interests", value),
					error: fields.interests
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "about",
				title: t("fields.about"),
				children: /* @__PURE__ */ jsx(FormField, {
					as: "textarea",
					id: "profile-about",
					label: /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("fields.about")
					}),
					rows: 6,
					maxLength: ABOUT_MAX,
					placeholder: t("own_profile.about_placeholder"),
					value: draft.about,
					onChange: (event) => set("about", event.target.value),
					error: fields.about,
					hint: /* @__PURE__ */ jsx("span", {
						className: "d-flex justify-content-end",
						"aria-live": "polite",
						children: t("own_profile.about_count", {
							count: draft.about.length,
							max: ABOUT_MAX
						})
					}),
					groupClassName: "mb-0"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "app-save-bar position-sticky bottom-0 py-3 d-flex align-items-center gap-3",
				children: [/* @__PURE__ */ jsx(PendingButton, {
					pending: update.isPending,
					size: "lg",
					"data-testid": "profile-save",
					children: t("own_profile.save")
				}), update.isSuccess && /* @__PURE__ */ jsxs("span", {
					className: "text-success d-inline-flex align-items-center gap-1",
					role: "status",
					"data-testid": "saved",
					children: [/* @__PURE__ */ jsx(CheckCircle, { "aria-hidden": "true" }), t("settings.saved")]
				})]
			})
		]
	});
}
function Section({ id, title, children }) {
	return /* @__PURE__ */ jsx("section", {
		className: "card border-0 shadow-sm mb-3",
		"aria-labelledby": `profile-${id}-title`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body p-3 p-md-4",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "h5 mb-3",
				id: `profile-${id}-title`,
				children: title
			}), children]
		})
	});
}
/** A detail the member may leave open ('Not specified'). */
function NullableSelect({ id, options, value, onChange, error }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("div", {
		className: "col-sm-6",
		children: /* @__PURE__ */ jsxs(FormField, {
			as: "select",
			id: `profile-${id}`,
			label: t(`fields.${id}`),
			value: value ?? "",
			onChange: (event) => onChange(event.target.value || null),
			error,
			children: [/* @__PURE__ */ jsx("option", {
				value: "",
				children: t("own_profile.not_specified")
			}), options.map((option) => /* @__PURE__ */ jsx("option", {
				value: option,
				children: t(`profile.${id}.${option}`)
			}, option))]
		})
	});
}
// src/features/profile/profile-page.tsx
/** /profile: the member's own photos and profile (members only). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.profile"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "container py-3 py-md-4",
		"data-route": "profile",
		children: /* @__PURE__ */ jsx("div", {
			className: "row justify-content-center",
			children: /* @__PURE__ */ jsx("div", {
				className: "col-lg-10 col-xl-9",
				children: /* @__PURE__ */ jsx(OwnProfilePage, {})
			})
		})
	}) });
}
function OwnProfilePage() {
	const { t } = useTranslation();
	const { data: user } = useCurrentUser();
	const profile = useQuery(ownProfileQuery);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: "d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "h3 mb-0",
				children: t("routes.profile")
			}), user && /* @__PURE__ */ jsxs(Link, {
				className: "btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-2",
				to: pathFor("members-id", { id: String(user.id) }),
				children: [/* @__PURE__ */ jsx(BoxArrowUpRight, { "aria-hidden": "true" }), t("own_profile.view_as_others")]
			})]
		}),
		/* @__PURE__ */ jsx(PhotosSection, {}),
		profile.isPending && /* @__PURE__ */ jsx(PageLoading, {}),
		profile.isError && /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			children: errorText(t, profile.error)
		}),
		profile.data && /* @__PURE__ */ jsx(ProfileForm, { profile: profile.data.profile })
	] });
}
export { Component };
