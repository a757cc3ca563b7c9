import Type from 'typebox';

export const AccountName = Type.String({
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_.-]+$',
  description: 'Login name: 3–32 letters, digits, dot, dash or underscore',
});

export const RegisterBody = Type.Object({
  account: AccountName,
  password: Type.String({ maxLength: 1024, description: '8–128 characters' }),
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** ISO date; decides the under-13 flag (spec §5, §6). */
  birth_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});

export const LoginBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const AccountData = Type.Object({
  uid: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  is_minor: Type.Boolean(),
});
