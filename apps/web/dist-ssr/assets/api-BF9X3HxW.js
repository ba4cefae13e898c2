import { L as MatchFinderResponse, R as SearchResponse, T as BlocksResponse, W as MemberProfileResponse, et as OkResponse } from "./route-table-DxKv25ul.js";
import { b as api } from "./use-session-Cd-1WGe-.js";
import { l as chatsQuery, m as removeChatsWithProfile, s as likesQuery } from "./use-document-title-DKqvownB.js";
import { t as storedTracking } from "./tracking-yz60feei.js";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
// src/features/members/api.ts
/** GET /api/search.php; the previous page stays on screen while the next one loads. */
var searchQuery = (state) => queryOptions({
	queryKey: ["search", state],
	queryFn: ({ signal }) => api("search.php", SearchResponse, {
		query: {
			...state,
			network: storedTracking()?.network
		},
		signal
	}),
	placeholderData: keepPreviousData
});
/** GET /api/match-finder.php: suggestions for the member. */
var matchFinderQuery = queryOptions({
	queryKey: ["match-finder"],
	queryFn: ({ signal }) => api("match-finder.php", MatchFinderResponse, { signal }),
	staleTime: 3e5
});
/** GET /api/profile.php?id=: a member's profile; opening it as a member marks their like as seen. */
var memberQuery = (id) => queryOptions({
	queryKey: ["member", id],
	queryFn: ({ signal }) => api("profile.php", MemberProfileResponse, {
		query: { id },
		signal
	})
});
var blocksQuery = queryOptions({
	queryKey: ["blocks"],
	queryFn: ({ signal }) => api("blocks.php", BlocksResponse, { signal })
});
/** POST /api/block.php blocks a member, DELETE unblocks; the member's cards, likes and chats follow. */
function useBlock(id) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (block) => api("block.php", OkResponse, {
			method: block ? "POST" : "DELETE",
			body: { profile_id: id }
		}),
		onSuccess: (_, block) => {
			if (block) removeChatsWithProfile(queryClient, id);
			return Promise.all([
				queryClient.invalidateQueries({ queryKey: chatsQuery.queryKey }),
				queryClient.invalidateQueries({ queryKey: ["member", id] }),
				queryClient.invalidateQueries({ queryKey: likesQuery.queryKey }),
				queryClient.invalidateQueries({ queryKey: blocksQuery.queryKey }),
				queryClient.invalidateQueries({ queryKey: ["search"] }),
				queryClient.invalidateQueries({ queryKey: ["match-finder"] })
			]);
		}
	});
}
export { useBlock as i, memberQuery as n, searchQuery as r, matchFinderQuery as t };
