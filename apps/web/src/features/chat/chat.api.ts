import {
  CHAT_ERROR_MESSAGE,
  chatEndpoints,
  endpointPath,
  type ChatGroup,
  type ChatGroupBody,
  type ChatMedia,
} from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { ApiError, signalUnauthorized } from '../../api/http.ts';

export const GROUPS_KEY = ['chat', 'groups'] as const;

/** The signed-in user's groups with unread counts (SPEC §7 'findusergroups'). */
export function useChatGroups(enabled: boolean) {
  return useQuery({
    queryKey: GROUPS_KEY,
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => call(chatEndpoints.groups, {}, { signal }),
    select: (d) => d.groups,
  });
}

/** People a group can hold, searched by name. */
export function useChatPeople(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'people', q],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => call(chatEndpoints.people, { query: { q } }, { signal }),
    select: (d) => d.people,
  });
}

/** Puts a group as the server now has it into the list. */
export function putGroup(queryClient: QueryClient, group: ChatGroup): void {
  queryClient.setQueryData<{ groups: ChatGroup[] }>(GROUPS_KEY, (d) => {
    if (!d) return d;
    const rest = d.groups.filter((g) => g.id !== group.id);
    return { groups: group.members.length === 0 ? rest : [group, ...rest] };
  });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatGroupBody) => call(chatEndpoints.create, { body }),
    onSuccess: (group) => {
      putGroup(queryClient, group);
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    },
  });
}

export function useGroupMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { groupId: number } & ({ add: string[] } | { remove: string }),
    ): Promise<ChatGroup> =>
      'add' in change
        ? call(chatEndpoints.addMembers, {
            params: { groupId: change.groupId },
            body: { usernames: change.add },
          })
        : call(chatEndpoints.removeMember, {
            params: { groupId: change.groupId, username: change.remove },
          }),
    onSuccess: (group) => putGroup(queryClient, group),
  });
}

/** A page of a group's messages before `before` (the newest page without it). */
export function fetchPage(groupId: number, before?: number) {
  return call(chatEndpoints.messages, {
    params: { groupId },
    query: before === undefined ? {} : { before: String(before) },
  });
}

/** Where a group's file is read (`?download=1`: as a download, an image too). */
export function mediaUrl(id: string, download = false): string {
  return endpointPath(chatEndpoints.media, { mediaId: id }) + (download ? '?download=1' : '');
}

/** An upload under way: how far it is, and the way to stop it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Uploads a file to a group (multipart, as a browser's form sends it), telling how far it is;
 * `signal` stops it. The server says what it refused and why.
 */
export function uploadMedia(
  groupId: number,
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal: AbortSignal,
): Promise<ChatMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointPath(chatEndpoints.upload, { groupId: String(groupId) }));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.total || file.size });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the generic message below.
      }
      if (xhr.status === 201) return resolve(body as ChatMedia);
      if (xhr.status === 401) signalUnauthorized();
      const error =
        body && typeof body === 'object' && 'message' in body
          ? (body as { code: string; message: string; field?: string })
          : { code: `HTTP_${xhr.status}`, message: CHAT_ERROR_MESSAGE };
      reject(new ApiError(xhr.status, error));
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'NETWORK', message: CHAT_ERROR_MESSAGE }));
    xhr.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
