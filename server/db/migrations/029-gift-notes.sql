-- A gift's cheque number and the staff's note on their last decision about it (issue 56): the accounts
-- and an auditor ask which cheque a gift was, and why staff received, voided or refunded it as they did.
ALTER TABLE gifts ADD COLUMN cheque_number TEXT;
ALTER TABLE gifts ADD COLUMN staff_note TEXT;
