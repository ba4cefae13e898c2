import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { n as VisitorOnly } from "./route-guards-BaOcFdtj.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { n as SignupGate, r as SignupFlow, t as useSignupFlow } from "./use-signup-flow-CF-7COOK.js";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { jsx } from "react/jsx-runtime";
// src/features/signup/signup-page.tsx
/** /signup, and /members/{id}/signup where the visitor may write that member a first message. */
function Component() {
	const { t } = useTranslation();
	const { id } = useParams();
	const memberId = id && /^\d+$/.test(id) ? Number(id) : void 0;
	return /* @__PURE__ */ jsx(VisitorOnly, {
		to: pathFor("members"),
		children: /* @__PURE__ */ jsx(CardPage, {
			title: t("signup.title"),
			children: /* @__PURE__ */ jsx(SignupGate, { children: /* @__PURE__ */ jsx(Flow, { memberId }) })
		})
	});
}
function Flow({ memberId }) {
	return /* @__PURE__ */ jsx(SignupFlow, { flow: useSignupFlow({ memberId }) });
}
export { Component };
