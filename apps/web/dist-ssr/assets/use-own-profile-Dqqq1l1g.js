import { G as OwnProfileResponse } from "./route-table-DxKv25ul.js";
import { b as api, p as userQuery } from "./use-session-Cd-1WGe-.js";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
// src/hooks/use-own-profile.ts
/** GET /api/profile.php: the member's own profile, every field (the profile page, settings' location). */
var ownProfileQuery = queryOptions({
	queryKey: ["own-profile"],
	queryFn: ({ signal }) => api("profile.php", OwnProfileResponse, { signal })
});
/** PUT /api/profile.php: the answer is the stored profile; the session's name and place follow. */
function useUpdateProfile() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => api("profile.php", OwnProfileResponse, {
			method: "PUT",
			body
		}),
		onSuccess: (answer) => {
			queryClient.setQueryData(ownProfileQuery.queryKey, answer);
			queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
		}
	});
}
export { useUpdateProfile as n, ownProfileQuery as t };
