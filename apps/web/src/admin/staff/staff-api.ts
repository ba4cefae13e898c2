import {
  CreatedStaff,
  type CreateStaffBody,
  StaffList,
  StaffMember,
  type UpdateStaffBody,
} from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../admin-api';

export const staffListQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: ({ signal }) => adminFetch('staff', { schema: StaffList, signal }),
});

const useStaffInvalidation = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });
};

export function useCreateStaff() {
  const invalidate = useStaffInvalidation();
  return useMutation({
    mutationFn: (body: CreateStaffBody) => adminFetch('staff', { method: 'POST', body, schema: CreatedStaff }),
    onSuccess: invalidate,
  });
}

export function useUpdateStaff() {
  const invalidate = useStaffInvalidation();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaffBody & { id: number }) =>
      adminFetch(`staff/${id}`, { method: 'PATCH', body, schema: StaffMember }),
    onSuccess: invalidate,
  });
}
