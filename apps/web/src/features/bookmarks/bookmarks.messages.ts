import type { Messages } from '../../i18n/messages.ts';

/** The words of `bookmarks`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  bookmarks: {
    legend: 'Bookmarked vessel',
    bookmark: 'Bookmark',
    group: 'Bookmark group',
    groupPlaceholder: 'Group',
  },
};

const id: Messages<typeof en> = {
  bookmarks: {
    legend: 'Kapal ditandai',
    bookmark: 'Bookmark',
    group: 'Grup bookmark',
    groupPlaceholder: 'Grup',
  },
};

export const bookmarksMessages = { en, id };
