import { CHAT_ACK_TIMEOUT_MS, type ChatAttachment, type ChatMessage } from '@pantau/contracts';
import { create } from 'zustand';
import { mergeMessages, type PendingLine, type Thread } from './chat-model.ts';

export type ChatPaneView = 'chat' | 'info' | 'new';

interface ChatState {
  open: boolean;
  /** The group open in the pane. */
  groupId: number | null;
  view: ChatPaneView;
  threads: Record<number, Thread>;
  /** The user's lines not confirmed yet, by their client id. */
  pending: Record<string, PendingLine>;
  /** What the next message carries (picked in the composer). */
  attachment: ChatAttachment | null;
  setOpen: (open: boolean) => void;
  openGroup: (groupId: number | null) => void;
  setView: (view: ChatPaneView) => void;
  setAttachment: (a: ChatAttachment | null) => void;
  /** Messages arrived (pushed or paged): merged into their group's thread. */
  received: (groupId: number, messages: readonly ChatMessage[], page?: { more: boolean }) => void;
  setLoading: (groupId: number, loading: boolean) => void;
  sending: (line: Omit<PendingLine, 'status' | 'at'>, now: number) => void;
  failed: (clientId: string) => void;
  /** Lines still sending after the spec's 10 s become errors (SPEC §4). */
  expire: (now: number) => void;
}

const emptyThread: Thread = { messages: [], more: true, loading: false };

export const useChat = create<ChatState>()((set) => ({
  open: false,
  groupId: null,
  view: 'chat',
  threads: {},
  pending: {},
  attachment: null,
  setOpen: (open) => set({ open }),
  openGroup: (groupId) => set({ groupId, view: 'chat' }),
  setView: (view) => set({ view }),
  setAttachment: (attachment) => set({ attachment }),
  received: (groupId, messages, page) =>
    set((s) => {
      const thread = s.threads[groupId] ?? emptyThread;
      // A confirmed line is no longer pending: its sender's echo is the confirmation.
      const confirmed = messages.filter((m) => m.clientId !== null && s.pending[m.clientId]);
      let pending = s.pending;
      if (confirmed.length > 0) {
        pending = { ...s.pending };
        for (const m of confirmed) delete pending[m.clientId ?? ''];
      }
      return {
        pending,
        threads: {
          ...s.threads,
          [groupId]: {
            messages: mergeMessages(thread.messages, messages),
            more: page ? page.more : thread.more,
            loading: page ? false : thread.loading,
          },
        },
      };
    }),
  setLoading: (groupId, loading) =>
    set((s) => ({
      threads: { ...s.threads, [groupId]: { ...(s.threads[groupId] ?? emptyThread), loading } },
    })),
  sending: (line, now) =>
    set((s) => ({
      pending: { ...s.pending, [line.clientId]: { ...line, status: 'sending', at: now } },
    })),
  failed: (clientId) =>
    set((s) => {
      const line = s.pending[clientId];
      return line ? { pending: { ...s.pending, [clientId]: { ...line, status: 'error' } } } : {};
    }),
  expire: (now) =>
    set((s) => {
      const late = Object.values(s.pending).filter(
        (p) => p.status === 'sending' && now - p.at >= CHAT_ACK_TIMEOUT_MS,
      );
      if (late.length === 0) return {};
      const pending = { ...s.pending };
      for (const p of late) pending[p.clientId] = { ...p, status: 'error' };
      return { pending };
    }),
}));
