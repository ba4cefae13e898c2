import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { n as PaymentMethodLogo, r as usePaymentMethodName, t as PaymentMethodLabel } from "./payment-method-logo-OYZfvOfq.js";
import { t as useFormatMoney } from "./use-format-money-Cdq2ovyT.js";
import { h as tradenamesNotice, u as errorText } from "../entry-server.js";
import { At as OrderResponse, a as CreditHistoryResponse, jt as OrdersResponse, kt as FINAL_PAYMENT_STATUSES, r as pathFor } from "./route-table-DxKv25ul.js";
import { b as api, n as useCurrentUser, p as userQuery, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { t as CREDITS_OFFER_KEY } from "./payments-RPbzDEEh.js";
import { o as useCompanyInfo } from "./api-CqDn7Rbi.js";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, data, useParams, useSearchParams } from "react-router";
import { useEffect } from "react";
import { Alert, Badge, Button, ListGroup, Spinner } from "react-bootstrap";
import { ArrowLeft, CheckLg, ChevronRight, Coin, Gem, Printer, QuestionCircle, Receipt, XLg } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/transactions/api.ts
/** GET /api/payments.php: the member's orders, newest first. */
var ordersQuery = queryOptions({
	queryKey: ["orders"],
	queryFn: ({ signal }) => api("payments.php", OrdersResponse, { signal }).then((answer) => answer.orders),
	staleTime: 0
});
/** How often the payment result asks again while the provider has not decided (SPEC §4 pending). */
var PAYMENT_POLL_MS = 2e3;
var isFinal = (order) => FINAL_PAYMENT_STATUSES.includes(order.status);
/** GET /api/payments.php?id=: one order; polled until its payment is paid, failed, cancelled or expired. */
var orderQuery = (id) => queryOptions({
	queryKey: ["orders", id],
	queryFn: ({ signal }) => api("payments.php", OrderResponse, {
		query: { id },
		signal
	}).then((answer) => answer.order),
	staleTime: 0,
	refetchInterval: (query) => query.state.data && !isFinal(query.state.data) ? PAYMENT_POLL_MS : false
});
/** GET /api/credit-history.php: every change of the member's credits, newest first, a page at a time. */
var creditHistoryQuery = infiniteQueryOptions({
	queryKey: ["credit-history"],
	queryFn: ({ pageParam, signal }) => api("credit-history.php", CreditHistoryResponse, {
		query: { before: pageParam ?? void 0 },
		signal
	}),
	initialPageParam: null,
	getNextPageParam: (lastPage) => lastPage.next,
	staleTime: 0
});
// src/features/transactions/credit-history.tsx
/** Under the orders on /transactions: every change of the member's credits, with the balance after it. */
function CreditHistory() {
	const { t, i18n } = useTranslation();
	const history = useInfiniteQuery(creditHistoryQuery);
	const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
	const date = (entry) => new Intl.DateTimeFormat(i18n.resolvedLanguage, {
		dateStyle: "medium",
		timeStyle: "short"
	}).format(new Date(entry.created_at));
	const number = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: "always" });
	return /* @__PURE__ */ jsxs("section", {
		className: "mt-5",
		"aria-labelledby": "credit-history-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "h4 mb-3",
				id: "credit-history-title",
				children: t("credit_history.title")
			}),
			history.isPending && /* @__PURE__ */ jsx(PageLoading, {}),
			history.isError && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				children: errorText(t, history.error)
			}),
			history.isSuccess && entries.length === 0 && /* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				children: t("credit_history.empty")
			}),
			entries.length > 0 && /* @__PURE__ */ jsx(ListGroup, {
				className: "shadow-sm",
				"data-testid": "credit-history",
				children: entries.map((entry) => /* @__PURE__ */ jsxs(ListGroup.Item, {
					className: "d-flex align-items-center gap-3 py-2",
					"data-testid": "credit-history-row",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "flex-grow-1 min-w-0",
						children: [/* @__PURE__ */ jsx("div", {
							className: "fw-semibold",
							children: t(`credit_history.kinds.${entry.kind}`)
						}), /* @__PURE__ */ jsx("div", {
							className: "small text-body-secondary",
							children: /* @__PURE__ */ jsx("time", {
								dateTime: entry.created_at,
								children: date(entry)
							})
						})]
					}), /* @__PURE__ */ jsxs("div", {
						className: "text-end",
						children: [/* @__PURE__ */ jsx("div", {
							className: `fw-semibold ${entry.delta < 0 ? "text-danger" : "text-success"}`,
							children: number.format(entry.delta)
						}), /* @__PURE__ */ jsx("div", {
							className: "small text-body-secondary",
							children: t("credit_history.balance", { balance: entry.balance_after })
						})]
					})]
				}, entry.id))
			}),
			history.hasNextPage && /* @__PURE__ */ jsx("div", {
				className: "text-center mt-3",
				children: /* @__PURE__ */ jsx(Button, {
					variant: "outline-secondary",
					size: "sm",
					disabled: history.isFetchingNextPage,
					onClick: () => void history.fetchNextPage(),
					children: t("credit_history.more")
				})
			})
		]
	});
}
// src/features/transactions/order-status-badge.tsx
var STATUS_LOOK = {
	open: {
		bg: "warning",
		text: "dark",
		label: "pending"
	},
	pending: {
		bg: "warning",
		text: "dark",
		label: "pending"
	},
	paid: {
		bg: "success",
		label: "paid"
	},
	failed: {
		bg: "danger",
		label: "failed"
	},
	canceled: {
		bg: "secondary",
		label: "canceled"
	},
	expired: {
		bg: "secondary",
		label: "expired"
	}
};
/** An order's payment state for people: 'open' and 'pending' both mean it is not decided yet. */
function OrderStatusBadge({ status }) {
	const { t } = useTranslation();
	const look = STATUS_LOOK[status];
	return /* @__PURE__ */ jsx(Badge, {
		pill: true,
		bg: look.bg,
		text: look.text,
		"data-testid": "order-status",
		children: t(`orders.status.${look.label}`)
	});
}
// src/features/transactions/use-order-date.ts
/** When an order was placed, in the interface language. */
function useOrderDate() {
	const { i18n } = useTranslation();
	return (order, style = "short") => new Intl.DateTimeFormat(i18n.resolvedLanguage, style === "long" ? {
		dateStyle: "long",
		timeStyle: "short"
	} : { dateStyle: "medium" }).format(new Date(order.created_at));
}
// src/features/transactions/orders-overview.tsx
/** /transactions: every order of the member, newest first, each leading to its receipt; then the credit history. */
function OrdersOverview() {
	const { t } = useTranslation();
	const orders = useQuery(ordersQuery);
	const money = useFormatMoney();
	const date = useOrderDate();
	const methodName = usePaymentMethodName();
	return /* @__PURE__ */ jsxs("div", {
		className: "app-narrow-orders mx-auto",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex align-items-center justify-content-between gap-3 mb-3",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "h3 mb-0",
					children: t("orders.title")
				}), /* @__PURE__ */ jsxs(Link, {
					className: "btn btn-primary btn-sm d-inline-flex align-items-center gap-2",
					to: pathFor("credits"),
					children: [/* @__PURE__ */ jsx(Coin, { "aria-hidden": "true" }), t("orders.buy")]
				})]
			}),
			orders.isPending && /* @__PURE__ */ jsx(PageLoading, {}),
			orders.isError && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				children: errorText(t, orders.error)
			}),
			orders.data?.length === 0 && /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(Receipt, { size: 40 }),
				title: t("orders.empty"),
				text: t("orders.empty_text"),
				children: /* @__PURE__ */ jsx(Link, {
					className: "btn btn-primary",
					to: pathFor("credits"),
					children: t("orders.buy")
				})
			}),
			orders.data && orders.data.length > 0 && /* @__PURE__ */ jsx(ListGroup, {
				className: "shadow-sm",
				"data-testid": "orders",
				children: orders.data.map((order) => /* @__PURE__ */ jsxs(ListGroup.Item, {
					as: Link,
					to: pathFor("transactions-id", { id: String(order.id) }),
					action: true,
					className: "d-flex align-items-center gap-3 py-3",
					"data-testid": "order-row",
					children: [
						/* @__PURE__ */ jsx(PaymentMethodLogo, { method: order.method }),
						/* @__PURE__ */ jsxs("div", {
							className: "flex-grow-1 min-w-0",
							children: [/* @__PURE__ */ jsx("div", {
								className: "fw-semibold",
								children: t("credits.credits_count", { count: order.credits })
							}), /* @__PURE__ */ jsxs("div", {
								className: "small text-body-secondary text-truncate",
								children: [/* @__PURE__ */ jsx("time", {
									dateTime: order.created_at,
									children: date(order)
								}), /* @__PURE__ */ jsxs("span", {
									className: "d-none d-sm-inline",
									children: [" · ", methodName(order.method)]
								})]
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "text-end",
							children: [/* @__PURE__ */ jsx("div", {
								className: "fw-semibold",
								children: money(order.amount, order.currency)
							}), /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status })]
						}),
						/* @__PURE__ */ jsx(ChevronRight, {
							className: "text-body-secondary flex-shrink-0",
							"aria-hidden": "true"
						})
					]
				}, order.id))
			}),
			/* @__PURE__ */ jsx(CreditHistory, {})
		]
	});
}
// src/features/transactions/payment-result.tsx
/**
* Back from the provider (SPEC §4): loading, pending (asked again every 2 s), completed, or failed
* or cancelled. Only the provider's webhook credits; this page waits for that to show.
*/
function PaymentResult({ id }) {
	const { t } = useTranslation();
	const order = useQuery(orderQuery(id));
	if (order.isError) return /* @__PURE__ */ jsx(Alert, {
		variant: "danger",
		children: errorText(t, order.error)
	});
	if (!order.data) return /* @__PURE__ */ jsx(PageLoading, {});
	const { status } = order.data;
	return /* @__PURE__ */ jsx("div", {
		className: "card border-0 shadow-sm mx-auto app-narrow-orders",
		"data-testid": "payment-result",
		"data-status": status,
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body p-4 p-md-5 text-center",
			children: [
				!isFinal(order.data) && /* @__PURE__ */ jsx(Waiting, {}),
				status === "paid" && /* @__PURE__ */ jsx(Completed, { order: order.data }),
				isFinal(order.data) && status !== "paid" && /* @__PURE__ */ jsx(Failed, { order: order.data })
			]
		})
	});
}
function Waiting() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"aria-live": "polite",
		children: [
			/* @__PURE__ */ jsx(Spinner, {
				animation: "border",
				variant: "primary",
				className: "mb-4",
				style: {
					width: "3.5rem",
					height: "3.5rem"
				},
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "h4",
				children: t("payment_result.waiting")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary mb-0",
				children: t("payment_result.waiting_text")
			})
		]
	});
}
function ResultIcon({ variant, children }) {
	return /* @__PURE__ */ jsx("div", {
		className: `app-result-icon rounded-circle bg-${variant}-subtle text-${variant} d-inline-flex align-items-center justify-content-center mb-4`,
		"aria-hidden": "true",
		children
	});
}
/** Paid: the credits are there, so the member (nav badge, premium) and their orders are loaded again. */
function Completed({ order }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const user = useCurrentUser().data;
	const firstPurchase = useQuery(ordersQuery).data?.every((other) => other.id === order.id || other.status !== "paid") ?? false;
	useEffect(() => {
		queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
		queryClient.invalidateQueries({
			queryKey: ordersQuery.queryKey,
			exact: true
		});
		queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY });
	}, [queryClient, order.id]);
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		children: [
			/* @__PURE__ */ jsx(ResultIcon, {
				variant: "success",
				children: /* @__PURE__ */ jsx(CheckLg, { size: 40 })
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "h4",
				children: t("payment_result.completed")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "fs-5 mb-1",
				"data-testid": "credits-added",
				children: t("payment_result.credits_added", { count: order.credits })
			}),
			user && /* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				"data-testid": "new-balance",
				children: t("payment_result.balance", { count: user.credits })
			}),
			user?.paid_user && firstPurchase && /* @__PURE__ */ jsxs("div", {
				className: "d-flex align-items-start gap-3 text-start p-3 rounded-3 bg-primary-subtle text-primary-emphasis my-4",
				"data-testid": "premium-welcome",
				children: [/* @__PURE__ */ jsx(Gem, {
					size: 24,
					className: "flex-shrink-0 mt-1",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("div", {
					className: "fw-semibold",
					children: t("payment_result.premium_title")
				}), /* @__PURE__ */ jsx("div", {
					className: "small",
					children: t("payment_result.premium_text", { photos: 25 })
				})] })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex flex-column flex-sm-row justify-content-center gap-2 mt-4",
				children: [/* @__PURE__ */ jsx(Link, {
					className: "btn btn-primary",
					to: pathFor("members"),
					children: t("payment_result.start")
				}), /* @__PURE__ */ jsx(Link, {
					className: "btn btn-outline-secondary",
					to: pathFor("transactions-id", { id: String(order.id) }),
					children: t("payment_result.receipt")
				})]
			})
		]
	});
}
/** SPEC §8: 'Payment failed or has been cancelled.'; try the same again, or the same bundle another way. */
function Failed({ order }) {
	const { t } = useTranslation();
	const retry = order.repeat ? `${pathFor("credits-repeat-order")}?${new URLSearchParams({ bundle: order.bundle_id })}` : pathFor("credits-id-paymentmethod", {
		id: order.bundle_id,
		paymentmethod: order.method
	});
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		children: [
			/* @__PURE__ */ jsx(ResultIcon, {
				variant: "danger",
				children: /* @__PURE__ */ jsx(XLg, { size: 36 })
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "h4",
				children: t("payment_result.failed")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				children: t("payment_result.failed_text")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex flex-column flex-sm-row justify-content-center gap-2 mt-4",
				children: [/* @__PURE__ */ jsx(Link, {
					className: "btn btn-primary",
					to: retry,
					"data-testid": "try-again",
					children: t("payment_result.try_again")
				}), /* @__PURE__ */ jsx(Link, {
					className: "btn btn-outline-secondary",
					to: pathFor("credits-id-paymentmethod", { id: order.bundle_id }),
					"data-testid": "other-method",
					children: t("payment_result.other_method")
				})]
			})
		]
	});
}
// src/site/company.ts
/** The trade-names sentence (lib/tradenames.ts) in the interface's language. */
function useTradenamesNotice(company) {
	const { t, i18n } = useTranslation();
	return company ? tradenamesNotice(company, i18n.resolvedLanguage, t) : null;
}
/** The seller's VAT number for the buyer's country, else the one of its home country. */
function vatNumberFor(company, buyerCountry) {
	return company.vat_numbers[buyerCountry] ?? company.vat_numbers[company.country];
}
// src/features/transactions/receipt.tsx
/** One order as a receipt the member can print (issue 6): what was bought, for how much, from whom. */
function Receipt$1({ id }) {
	const { t } = useTranslation();
	const order = useQuery(orderQuery(id));
	const company = useCompanyInfo();
	if (order.error instanceof ApiError && order.error.code === "not_found") return /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(QuestionCircle, { size: 40 }),
		title: t("receipt.not_found"),
		children: /* @__PURE__ */ jsx(Link, {
			className: "btn btn-primary",
			to: pathFor("transactions-id"),
			children: t("receipt.all_orders")
		})
	});
	if (order.isError) return /* @__PURE__ */ jsx(Alert, {
		variant: "danger",
		children: errorText(t, order.error)
	});
	if (!order.data) return /* @__PURE__ */ jsx(PageLoading, {});
	return /* @__PURE__ */ jsxs("div", {
		className: "app-narrow-orders mx-auto",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "d-flex align-items-center justify-content-between gap-2 mb-3 app-receipt-actions",
			children: [/* @__PURE__ */ jsxs(Link, {
				className: "d-inline-flex align-items-center gap-2 link-secondary text-decoration-none",
				to: pathFor("transactions-id"),
				children: [/* @__PURE__ */ jsx(ArrowLeft, { "aria-hidden": "true" }), t("receipt.all_orders")]
			}), /* @__PURE__ */ jsxs(Button, {
				variant: "outline-secondary",
				size: "sm",
				className: "d-inline-flex align-items-center gap-2",
				onClick: () => window.print(),
				"data-testid": "print",
				children: [/* @__PURE__ */ jsx(Printer, { "aria-hidden": "true" }), t("receipt.print")]
			})]
		}), /* @__PURE__ */ jsx("article", {
			className: "card border-0 shadow-sm app-receipt",
			"data-testid": "receipt",
			children: /* @__PURE__ */ jsx("div", {
				className: "card-body p-4 p-md-5",
				children: /* @__PURE__ */ jsx(ReceiptBody, {
					order: order.data,
					company
				})
			})
		})]
	});
}
function Row({ label, children, strong }) {
	return /* @__PURE__ */ jsxs("div", {
		className: `d-flex justify-content-between align-items-center gap-3 py-2 border-bottom${strong ? " fs-5 fw-bold" : ""}`,
		children: [/* @__PURE__ */ jsx("dt", {
			className: strong ? "text-body" : void 0,
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "mb-0 text-end",
			children
		})]
	});
}
function ReceiptBody({ order, company }) {
	const { t } = useTranslation();
	const user = useCurrentUser().data;
	const money = useFormatMoney();
	const date = useOrderDate();
	const vat = company && vatNumberFor(company, order.country);
	const tradenames = useTradenamesNotice(company);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("header", {
			className: "d-flex flex-column flex-sm-row justify-content-between gap-3 mb-4",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "h4 mb-1",
				children: t("receipt.title")
			}), /* @__PURE__ */ jsx("div", {
				className: "text-body-secondary",
				children: t("receipt.number", { id: String(order.id) })
			})] }), company && /* @__PURE__ */ jsxs("address", {
				className: "small mb-0 text-sm-end",
				"data-testid": "seller",
				children: [
					/* @__PURE__ */ jsx("strong", { children: company.name }),
					company.address.lines.map((line) => /* @__PURE__ */ jsx("span", {
						className: "d-block",
						children: line
					}, line)),
					/* @__PURE__ */ jsx("span", {
						className: "d-block",
						children: t("receipt.kvk", { kvk: company.kvk })
					}),
					vat && /* @__PURE__ */ jsx("span", {
						className: "d-block",
						children: t("receipt.vat", { vat })
					}),
					tradenames && /* @__PURE__ */ jsx("span", {
						className: "d-block mt-1 text-body-secondary",
						children: tradenames
					})
				]
			})]
		}),
		user && /* @__PURE__ */ jsxs("p", {
			className: "small mb-4",
			"data-testid": "customer",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "d-block text-body-secondary",
					children: t("receipt.billed_to")
				}),
				/* @__PURE__ */ jsx("strong", { children: user.profile.name }),
				/* @__PURE__ */ jsx("span", {
					className: "d-block",
					children: user.email
				})
			]
		}),
		/* @__PURE__ */ jsxs("dl", {
			className: "mb-0",
			children: [
				/* @__PURE__ */ jsx(Row, {
					label: t("receipt.date"),
					children: /* @__PURE__ */ jsx("time", {
						dateTime: order.created_at,
						children: date(order, "long")
					})
				}),
				/* @__PURE__ */ jsx(Row, {
					label: t("receipt.status"),
					children: /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status })
				}),
				/* @__PURE__ */ jsx(Row, {
					label: t("receipt.method"),
					children: /* @__PURE__ */ jsx(PaymentMethodLabel, { method: order.method })
				}),
				/* @__PURE__ */ jsx(Row, {
					label: t("receipt.bundle"),
					children: t("credits.credits_count", { count: order.credits })
				}),
				order.discount_percentage !== null && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Row, {
					label: t("receipt.price"),
					children: money(order.amount_before_discount, order.currency)
				}), /* @__PURE__ */ jsxs(Row, {
					label: t("receipt.discount", {
						code: order.discount_code ?? "",
						percent: order.discount_percentage
					}),
					children: ["−", money(order.amount_before_discount - order.amount, order.currency)]
				})] }),
				/* @__PURE__ */ jsx(Row, {
					label: t("receipt.total", { currency: order.currency }),
					strong: true,
					children: money(order.amount, order.currency)
				})
			]
		}),
		/* @__PURE__ */ jsx("p", {
			className: "small text-body-secondary mt-4 mb-0",
			children: t("receipt.vat_included")
		})
	] });
}
// src/features/transactions/transactions-page.tsx
/** Order ids are positive integers; anything else is a page that does not exist. */
function loader({ params }) {
	if (params.id !== void 0 && !/^[1-9]\d{0,15}$/.test(params.id)) throw data("This page could not be found", { status: 404 });
	return null;
}
var TITLES = {
	overview: "orders.title",
	result: "payment_result.title",
	receipt: "receipt.title"
};
/**
* /transactions/{id?}: without an id the order overview; with one the order's receipt, or, coming
* back from the provider (?return=1), the payment result (SPEC §4).
*/
function Component() {
	const { t } = useTranslation();
	const { id } = useParams();
	const [searchParams] = useSearchParams();
	const view = id === void 0 ? "overview" : searchParams.get("return") === "1" ? "result" : "receipt";
	useDocumentTitle(t(TITLES[view]));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsxs("div", {
		className: "container py-3 py-md-4",
		"data-route": "transactions-id",
		children: [
			view === "overview" && /* @__PURE__ */ jsx(OrdersOverview, {}),
			view === "result" && /* @__PURE__ */ jsx(PaymentResult, { id: Number(id) }),
			view === "receipt" && /* @__PURE__ */ jsx(Receipt$1, { id: Number(id) })
		]
	}) });
}
export { Component, loader };
