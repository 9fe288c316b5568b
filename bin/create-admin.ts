/**
 * `npm run create-admin`: creates a staff administrator, in the deployed users table or in the local one.
 * Run with --help for usage. Every failure is one line a person can act on.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { accountDependencies } from '../backend/handlers/composition/staff';
import { createAdministrator } from '../backend/domain/auth/accounts';
import { DuplicateUserError } from '../backend/domain/auth/user';
import { UserFacingError } from '../backend/domain/errors';
import type { TableKey } from '../backend/adapters/dynamodb/tables';
import { passwordMessages } from '../backend/contract/password-policy';
import { DEFAULT_REGION, DEFAULT_STAGE } from '../backend/contract/deployment';
import { withOperatorTables } from './operator-tables';

const PASSWORD_VARIABLE = 'ADMIN_PASSWORD';

const HELP = `Create a staff administrator.

Usage:
  npm run create-admin -- [--stage NAME | --local] [--email EMAIL] [--first-name NAME] [--last-name NAME]

Deployed (default): writes to the stage's users table in AWS_REGION (default ${DEFAULT_REGION}), and records
the new administrator in its audit log (as done by "system", with the email and never the password), with the
AWS credentials of your shell. The table names come from the stage's site stack outputs (UsersTableName,
StaffGuardsTableName, AuditTableName; CloudFormation DescribeStacks, stage production unless --stage names
another); USERS_TABLE, STAFF_GUARDS_TABLE and AUDIT_TABLE win when set. The operator needs
cloudformation:DescribeStacks, dynamodb:GetItem and PutItem on the users and staff-guards tables and PutItem
on the audit table. Example:
  AWS_REGION=${DEFAULT_REGION} npm run create-admin -- --stage staging --email you@firm.com

--local: writes to the local table under DATA_DIR (default .data). Stop \`npm start\` first: the local
database is one process's at a time.

Missing values are asked for. The password comes from the ${PASSWORD_VARIABLE} environment variable or a
hidden prompt, never from the command line (it would stay in the shell history). It must follow the staff
password rule: 8 to 16 characters, at least one digit and one special character.`;

function parseCommandLine() {
  return parseArgs({
    options: {
      local: { type: 'boolean', default: false },
      stage: { type: 'string', default: DEFAULT_STAGE },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
}

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

/** Reads a line without echoing it. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) return ask(question);
  const output = process.stdout;
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const writeToOutput = output.write.bind(output);
  // readline echoes each key through output.write; after the question is shown, print nothing.
  let questionShown = false;
  (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (!questionShown) writeToOutput(text);
  };
  try {
    const answer = prompt.question(question);
    questionShown = true;
    return await answer;
  } finally {
    prompt.close();
    writeToOutput('\n');
  }
}

/**
 * The tables the command writes: the account, the guard record of the active administrators (the firm
 * never loses its last one), and the audit log.
 */
const USED: TableKey[] = ['users', 'staffGuards', 'audit'];

async function main(): Promise<void> {
  const options = parseCommandLine();
  if (options.help) {
    console.log(HELP);
    return;
  }
  await withOperatorTables(
    USED,
    options.local,
    async () => {
      const email = options.email ?? (await ask('Email: '));
      const firstName = options['first-name'] ?? (await ask('First name: '));
      const lastName = options['last-name'] ?? (await ask('Last name: '));
      const password = process.env[PASSWORD_VARIABLE] || (await askHidden('Password (hidden): '));
      const user = await createAdministrator({ email, firstName, lastName, password }, accountDependencies());
      console.log(`Created the administrator ${user.email}${options.local ? ' in the local database' : ''}.`);
    },
    options.stage,
  );
}

main().catch((error: unknown) => {
  const message =
    error instanceof DuplicateUserError
      ? `An account with the email ${error.message} already exists.`
      : error instanceof UserFacingError && error.message === passwordMessages.invalid
        ? `${error.message}: use 8 to 16 characters with at least one digit and one special character.`
        : error instanceof Error
          ? error.message
          : String(error);
  console.error(`create-admin: ${message}`);
  process.exit(1);
});
