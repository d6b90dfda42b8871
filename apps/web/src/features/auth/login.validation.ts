/** SPEC §5 'Login': both fields are required, '{field} can not be empty'. */
export interface LoginInput {
  username: string;
  password: string;
}

export interface FieldError {
  field: keyof LoginInput;
  message: string;
}

export function validateLogin(input: LoginInput): FieldError | null {
  if (input.username.trim() === '') {
    return { field: 'username', message: 'username can not be empty' };
  }
  if (input.password === '') {
    return { field: 'password', message: 'password can not be empty' };
  }
  return null;
}
