import { A as MyComplaintsResponse, O as ComplaintResponse, k as MyComplaint } from "./route-table-DxKv25ul.js";
import { b as api } from "./use-session-Cd-1WGe-.js";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
// src/lib/complaints.ts
/** POST /api/complaints.php: answers the complaint's reference. */
function useSendComplaint() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => api("complaints.php", ComplaintResponse, {
			method: "POST",
			body
		}),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsQuery.queryKey })
	});
}
/** GET /api/my-complaints.php: the member's complaints, made and about them, with the decisions (a banned member's too). */
var myComplaintsQuery = queryOptions({
	queryKey: ["my-complaints"],
	queryFn: ({ signal }) => api("my-complaints.php", MyComplaintsResponse, { signal }).then((answer) => answer.complaints)
});
/** POST /api/complaint-appeal.php */
function useAppeal() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => api("complaint-appeal.php", MyComplaint, {
			method: "POST",
			body
		}),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: myComplaintsQuery.queryKey })
	});
}
export { useAppeal as n, useSendComplaint as r, myComplaintsQuery as t };
