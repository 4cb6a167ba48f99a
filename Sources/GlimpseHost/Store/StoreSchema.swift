//  StoreSchema.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the host database's tables and their migrations. `PRAGMA application_id` marks the
//  file as Glimpse's; `PRAGMA user_version` is the number of migrations applied. Migrations only
//  ever add; a database from a newer Glimpse is refused, never downgraded.

/// The host database's layout.
enum StoreSchema {
    /// `PRAGMA application_id` of a Glimpse host database: "Glmp" in ASCII.
    static let applicationID: Int32 = 0x476C_6D70

    /// Migration `i` takes the schema from version `i` to `i + 1`. Append only.
    static let migrations: [String] = [
        // 1: instances, their schedules and timelines, the ledger, settings.
        """
        CREATE TABLE instances (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bundle TEXT NOT NULL,
            kind TEXT NOT NULL,
            family TEXT NOT NULL,
            place TEXT NOT NULL,
            configuration TEXT NOT NULL,
            created REAL NOT NULL
        );
        CREATE TABLE schedules (
            instance_id INTEGER PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
            last_reload REAL,
            pending_reason TEXT,
            pending_due REAL,
            pending_free INTEGER NOT NULL DEFAULT 0,
            retry_at REAL,
            refused_eligibility REAL
        );
        CREATE TABLE timelines (
            instance_id INTEGER PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
            policy TEXT NOT NULL CHECK (policy IN ('atEnd', 'after', 'never')),
            policy_date REAL,
            received REAL NOT NULL,
            reason TEXT NOT NULL,
            eligible REAL
        );
        CREATE TABLE entries (
            instance_id INTEGER NOT NULL REFERENCES timelines(instance_id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            date REAL NOT NULL,
            relevance TEXT,
            PRIMARY KEY (instance_id, position)
        ) WITHOUT ROWID;
        CREATE TABLE archives (
            instance_id INTEGER NOT NULL,
            position INTEGER NOT NULL,
            variant INTEGER NOT NULL,
            archive BLOB NOT NULL,
            PRIMARY KEY (instance_id, position, variant),
            FOREIGN KEY (instance_id, position) REFERENCES entries(instance_id, position) ON DELETE CASCADE
        );
        CREATE TABLE ledger (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            instance_id INTEGER NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
            time REAL NOT NULL,
            reason TEXT NOT NULL,
            charged INTEGER NOT NULL,
            granted INTEGER NOT NULL,
            outcome TEXT NOT NULL,
            detail TEXT NOT NULL,
            waited REAL NOT NULL
        );
        CREATE INDEX ledger_by_instance ON ledger(instance_id, time);
        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        """,
        // 2: when each bundle's app was in the foreground (an open span has no end).
        """
        CREATE TABLE foreground (
            bundle TEXT NOT NULL,
            start REAL NOT NULL,
            end REAL,
            PRIMARY KEY (bundle, start)
        ) WITHOUT ROWID;
        """,
        // 3: a timeline's entry dates and relevance move into its row (`entries`, see
        // `EntryList`), so a reload writes one row instead of one per entry; archives hang off
        // the timeline. Ledger ids lose AUTOINCREMENT (one write less per row): a new id is
        // still above every id in the table, so `ORDER BY id` stays the order of writing.
        """
        ALTER TABLE timelines ADD COLUMN entries TEXT NOT NULL DEFAULT '[]';
        UPDATE timelines SET entries = (
            SELECT json_group_array(
                CASE WHEN e.relevance IS NULL THEN json_array(e.date)
                ELSE json_array(e.date, json_extract(e.relevance, '$.score'), json_extract(e.relevance, '$.duration'))
                END)
            FROM (SELECT date, relevance FROM entries WHERE instance_id = timelines.instance_id ORDER BY position) AS e);
        CREATE TABLE timeline_archives (
            instance_id INTEGER NOT NULL REFERENCES timelines(instance_id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            variant INTEGER NOT NULL,
            archive BLOB NOT NULL,
            PRIMARY KEY (instance_id, position, variant)
        );
        INSERT INTO timeline_archives SELECT instance_id, position, variant, archive FROM archives;
        DROP TABLE archives;
        DROP TABLE entries;
        ALTER TABLE timeline_archives RENAME TO archives;
        CREATE TABLE ledger_rows (
            id INTEGER PRIMARY KEY,
            instance_id INTEGER NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
            time REAL NOT NULL,
            reason TEXT NOT NULL,
            charged INTEGER NOT NULL,
            granted INTEGER NOT NULL,
            outcome TEXT NOT NULL,
            detail TEXT NOT NULL,
            waited REAL NOT NULL
        );
        INSERT INTO ledger_rows SELECT id, instance_id, time, reason, charged, granted, outcome, detail, waited
            FROM ledger;
        DROP TABLE ledger;
        ALTER TABLE ledger_rows RENAME TO ledger;
        CREATE INDEX ledger_by_instance ON ledger(instance_id, time);
        DELETE FROM sqlite_sequence WHERE name = 'ledger';
        """,
        // 4: surfaces — each place's screen, its device and the state it is seen in (`state`:
        // SurfaceState as JSON); its slots, each a stack with the widget on top and why; the
        // widgets of each stack in order (issue 10). A removed instance leaves its stack; the
        // host drops stacks left empty when it reads them.
        """
        CREATE TABLE surfaces (
            name TEXT PRIMARY KEY,
            device TEXT NOT NULL,
            state TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE stacks (
            surface TEXT NOT NULL REFERENCES surfaces(name) ON DELETE CASCADE,
            slot INTEGER NOT NULL,
            top INTEGER REFERENCES instances(id) ON DELETE SET NULL,
            top_reason TEXT NOT NULL CHECK (top_reason IN ('added', 'swiped', 'pinned', 'rotated')),
            PRIMARY KEY (surface, slot)
        ) WITHOUT ROWID;
        CREATE TABLE stack_widgets (
            surface TEXT NOT NULL,
            slot INTEGER NOT NULL,
            position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 9),
            instance_id INTEGER NOT NULL UNIQUE REFERENCES instances(id) ON DELETE CASCADE,
            PRIMARY KEY (surface, slot, position),
            FOREIGN KEY (surface, slot) REFERENCES stacks(surface, slot) ON DELETE CASCADE
        ) WITHOUT ROWID;
        """,
        // 5: bundles marked broken (issue 9): one that failed at each of its last starts is not
        // started again until its executable (size@mtime) changes.
        """
        CREATE TABLE broken_bundles (
            bundle TEXT PRIMARY KEY,
            since REAL NOT NULL,
            failed_starts INTEGER NOT NULL,
            error TEXT NOT NULL,
            executable TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
        // 6: Smart Stacks (issue 13): apps' donations (`INInteraction`, AppIntents), one row each,
        // and their relevant shortcuts and relevant intents, each app's set replacing its last.
        """
        CREATE TABLE donations (
            id INTEGER PRIMARY KEY,
            bundle TEXT NOT NULL,
            source TEXT NOT NULL CHECK (source IN ('intents', 'appIntents')),
            intent_type TEXT NOT NULL,
            parameters TEXT NOT NULL,
            time REAL NOT NULL,
            identifier TEXT NOT NULL,
            donation_group TEXT
        );
        CREATE INDEX donations_by_intent ON donations(bundle, intent_type, time);
        CREATE TABLE suggestions (
            bundle TEXT NOT NULL,
            origin TEXT NOT NULL CHECK (origin IN ('relevantShortcut', 'relevantIntent')),
            position INTEGER NOT NULL,
            kind TEXT NOT NULL,
            intent_type TEXT,
            configuration TEXT NOT NULL,
            start REAL NOT NULL,
            end REAL,
            PRIMARY KEY (bundle, origin, position)
        ) WITHOUT ROWID;
        """,
        // 7: placed controls (issue 12): Control Center, the Lock Screen's two bottom slots, the
        // Action button; each with its configuration and its last known answer (value and
        // drawings, JSON), when that came, and the last error. Ids are never reused (a page may
        // still name a removed control). Nothing older changes.
        """
        CREATE TABLE controls (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bundle TEXT NOT NULL,
            kind TEXT NOT NULL,
            spot TEXT NOT NULL,
            place TEXT NOT NULL,
            position INTEGER NOT NULL,
            configuration TEXT NOT NULL,
            answer TEXT,
            answered REAL,
            error TEXT
        );
        """,
        // 8: background transfers the host owes its bundles (issue 9), kept across restarts:
        // the request (`BackgroundTransfer` as JSON) and, once it ended, the result not yet
        // handed on (`BackgroundTransferResult` as JSON).
        """
        CREATE TABLE transfers (
            id TEXT PRIMARY KEY,
            bundle TEXT NOT NULL,
            transfer TEXT NOT NULL,
            submitted REAL NOT NULL,
            result TEXT
        ) WITHOUT ROWID;
        """,
        // 9: the ledger's control rows (issue 12): every intent a placed control ran — its
        // type and title, the outcome, the error or dialog, and the seconds it took. A control
        // has no widget instance, so these rows sit beside `ledger`'s; they go with their control.
        """
        CREATE TABLE control_ledger (
            id INTEGER PRIMARY KEY,
            control_id INTEGER NOT NULL REFERENCES controls(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            time REAL NOT NULL,
            intent TEXT NOT NULL,
            title TEXT NOT NULL,
            outcome TEXT NOT NULL,
            detail TEXT NOT NULL,
            duration REAL NOT NULL
        );
        CREATE INDEX control_ledger_by_control ON control_ledger(control_id, id);
        """,
        // Smart Stacks (issue 13): each rotation of a stack, so a restarted host shows the last one
        // and keeps its caps: when, the stack (its first widget's id then, `stack`) and where it
        // was, the widget it left and the one it put on top, why (`reason`, the source that won)
        // and every member's score (`[StackMemberScore]` as JSON).
        """
        CREATE TABLE rotations (
            id INTEGER PRIMARY KEY,
            time REAL NOT NULL,
            stack INTEGER NOT NULL,
            surface TEXT NOT NULL,
            slot INTEGER NOT NULL,
            from_id INTEGER,
            to_id INTEGER NOT NULL,
            reason TEXT NOT NULL,
            source TEXT,
            scores TEXT NOT NULL
        );
        CREATE INDEX rotations_by_stack ON rotations(stack, id);
        """,
        // Smart Stacks (issue 13): widgets a suggestion put into a stack for its window (they
        // leave when it ends; one a person keeps loses its row and stays), and the suggestions a
        // person removed, so they do not come back in the same window.
        """
        CREATE TABLE suggested_widgets (
            instance_id INTEGER PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            configuration TEXT NOT NULL,
            start REAL NOT NULL,
            end REAL NOT NULL
        );
        CREATE TABLE dismissed_suggestions (
            kind TEXT NOT NULL,
            configuration TEXT NOT NULL,
            start REAL NOT NULL,
            PRIMARY KEY (kind, configuration, start)
        ) WITHOUT ROWID;
        """,
        // 12: when a person chose a stack's top (issue 13 "no rotation away from a widget the
        // user chose for a while after the choice"): Smart Rotate holds a swiped top for
        // `userChoiceHold` from then, also across a restart. NULL: no time (a choice stored
        // before this version is held as pinned).
        """
        ALTER TABLE stacks ADD COLUMN top_chosen REAL;
        """,
        // 13, Live Activities: each activity an app started (ActivityKit over the WidgetCenter socket),
        // its attributes and last content state as JSON text, when it goes stale, its relevance,
        // when the host got it, changed it and saw it end, and how it leaves (LiveActivityLife).
        """
        CREATE TABLE live_activities (
            id TEXT PRIMARY KEY,
            bundle TEXT NOT NULL,
            attributes_type TEXT NOT NULL,
            attributes TEXT NOT NULL,
            state TEXT NOT NULL,
            stale_date REAL,
            relevance REAL NOT NULL,
            started REAL NOT NULL,
            updated REAL NOT NULL,
            ended REAL,
            dismissal TEXT NOT NULL,
            dismiss_at REAL
        ) WITHOUT ROWID;
        """,
        // 14: the widgets a person kept (issue 13 Keep): a kept widget loses its
        // `suggested_widgets` row, and this one lets a second Keep say it is kept already.
        """
        CREATE TABLE kept_widgets (
            instance_id INTEGER PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
            kept REAL NOT NULL
        );
        """,
        // 15: widgets kept before 14 left no row, so a second Keep called them placed by hand. A
        // widget no suggestion holds any more whose kind and configuration a stored suggestion
        // has, created inside that suggestion's window (an open end lasting the default hour,
        // `SmartRotateSettings.openSuggestionWindow`), was inserted by it and kept: remember it
        // as kept, from its creation (when it was kept is lost).
        """
        INSERT OR IGNORE INTO kept_widgets (instance_id, kept)
            SELECT i.id, i.created FROM instances i
            WHERE i.id NOT IN (SELECT instance_id FROM suggested_widgets)
                AND EXISTS (
                    SELECT 1 FROM suggestions s
                    WHERE s.kind = i.kind AND s.configuration = i.configuration AND i.created >= s.start
                        AND i.created < COALESCE(s.end, s.start + 3600));
        """,
    ]

    /// The schema version this build writes.
    static var version: Int { migrations.count }

    /// Every table a Glimpse database of any version up to `version` may hold (SQLite's own
    /// `sqlite_*` aside): `entries` until version 3.
    static let tables: Set<String> = [
        "instances", "schedules", "timelines", "entries", "archives", "ledger", "settings", "foreground",
        "surfaces", "stacks", "stack_widgets", "broken_bundles", "donations", "suggestions", "controls",
        "transfers", "control_ledger", "rotations", "suggested_widgets", "dismissed_suggestions",
        "live_activities", "kept_widgets",
    ]
}
