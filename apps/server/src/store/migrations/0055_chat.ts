import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/**
 * The group chat (issue #36, SPEC §2.31, §3 'Chat'): groups, their people with each one's
 * receipts (the newest message delivered to and read by them), and the messages, each unique
 * per sender and the sender's own id for it (a resend is the same message). A system message
 * (people joining or leaving) has no sender and says what happened in `event`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'chat_groups')
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .addColumn('everyone', 'varchar(160)')
    .execute();

  await db.schema
    .createTable('chat_members')
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'varchar(128)', (c) => c.notNull())
    .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', msType(db), (c) => c.notNull())
    .addColumn('delivered_up_to', msType(db), (c) => c.notNull().defaultTo(0))
    .addColumn('read_up_to', msType(db), (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_members_pk', ['group_id', 'username'])
    .execute();
  await db.schema
    .createIndex('chat_members_username')
    .on('chat_members')
    .column('username')
    .execute();

  await createTableWithId(db, 'chat_messages')
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)')
    .addColumn('username', 'varchar(128)', (c) => c.notNull())
    .addColumn('fullname', 'varchar(128)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attachment', 'text')
    .addColumn('event', 'text')
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_group_id')
    .on('chat_messages')
    .columns(['group_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_sender_client')
    .on('chat_messages')
    .columns(['username', 'client_id'])
    .unique()
    .execute();

  // A file a member uploaded to a group: kept under the data folder by its random id, never
  // under the web root; its type is the one its content shows.
  await db.schema
    .createTable('chat_media')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'varchar(128)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_media').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_members').execute();
  await db.schema.dropTable('chat_groups').execute();
}
