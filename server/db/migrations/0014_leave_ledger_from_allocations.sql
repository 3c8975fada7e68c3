-- Each balance kept in leave_allocations becomes the opening row of its type on the ledger
-- (type ids of shared/rules/leave.ts#LEAVE_TYPES); zero balances need no row.
INSERT INTO "leave_ledger" ("user_id", "type_id", "kind", "days", "note", "created_at")
SELECT a."user_id", v."type_id", 'allocation', v."days", 'Opening balance', a."created_at"
FROM "leave_allocations" a
CROSS JOIN LATERAL (VALUES
  (1, a."sick_leave"), (2, a."personal_leave"), (3, a."work_from_home"), (4, a."optional_holiday"),
  (5, a."public_holiday"), (6, a."paternity_leave"), (7, a."compensatory_leave"),
  (8, a."maternity_leave"), (9, a."bereavement_leave")
) AS v("type_id", "days")
WHERE v."days" <> 0;--> statement-breakpoint
DROP TABLE "leave_allocations" CASCADE;
