import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  IncompletedTask,
} from '@cloud-portal/contract/erasure';
import { cloudApi } from '../api/cloud-api';

const endpoint = endpointRoutes.getIncompletedTasks;

/**
 * Erasure tasks not finished yet (spec §7 GET /lgi/eos/v1/task/incompleted). Their cids are
 * the user state's incompleteCids: data on its way out, left out of the sync sizes (spec §5).
 */
export const incompletedTasksApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getIncompletedTasks: build.query<IncompletedTask[], void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      transformResponse: (response: { incompletedTasks: IncompletedTask[] }) =>
        response.incompletedTasks,
      providesTags: ['ErasureTasks'],
    }),
  }),
});

export const { useGetIncompletedTasksQuery } = incompletedTasksApi;

/** Every cid of the unfinished tasks, each once. */
export function incompleteCidsOf(tasks: readonly IncompletedTask[] | undefined): string[] {
  return [...new Set((tasks ?? []).flatMap((task) => task.cids))];
}
