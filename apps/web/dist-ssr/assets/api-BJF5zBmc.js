import { at as EmailCheckResponse, z as SignupMatchesResponse } from "./route-table-DxKv25ul.js";
import { b as api } from "./use-session-Cd-1WGe-.js";
import { queryOptions, useMutation } from "@tanstack/react-query";
// src/features/signup/api.ts
/** POST /api/signup.php?check=email: is the address still free? Asked before leaving step 0. */
function useEmailCheck() {
	return useMutation({ mutationFn: (body) => api("signup.php", EmailCheckResponse, {
		method: "POST",
		query: { check: "email" },
		body
	}) });
}
/** GET /api/signup-matches.php: the members suggested to a new member. */
var signupMatchesQuery = queryOptions({
	queryKey: ["signup-matches"],
	queryFn: ({ signal }) => api("signup-matches.php", SignupMatchesResponse, { signal })
});
export { useEmailCheck as n, signupMatchesQuery as t };
