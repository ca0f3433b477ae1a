/** The expenses' GraphQL operations (schema: TripExpenses, ExpenseInput, TripCompanions). */
import { graphql } from '../../gql';

/**
 * Everything the section shows, in one shape: the query and each write answer with the whole
 * TripExpenses (the server recomputes balances and settlements on every change), so a write's
 * answer simply replaces the query's.
 */
export const TripExpensesFields = graphql(`
  fragment TripExpensesFields on TripExpenses {
    currency
    ratesNote
    total
    expenses {
      id
      title
      amount
      currency
      paidById
      paidByName
      splitMode
      between
      shares {
        userId
        amount
      }
      category
      day
      converted
      createdAt
    }
    balances {
      userId
      username
      paid
      share
      balance
    }
    settlements {
      fromUserId
      fromName
      toUserId
      toName
      amount
    }
    byCategory {
      key
      amount
    }
    byDay {
      key
      amount
    }
    unconverted
  }
`);

export const TripExpensesQuery = graphql(`
  query TripExpenses($tripUuid: String!) {
    tripExpenses(tripUuid: $tripUuid) {
      ...TripExpensesFields
    }
  }
`);

export const AddExpenseMutation = graphql(`
  mutation AddExpense($tripUuid: String!, $input: ExpenseInput!) {
    addExpense(tripUuid: $tripUuid, input: $input) {
      ...TripExpensesFields
    }
  }
`);

export const UpdateExpenseMutation = graphql(`
  mutation UpdateExpense($tripUuid: String!, $id: Int!, $input: ExpenseInput!) {
    updateExpense(tripUuid: $tripUuid, id: $id, input: $input) {
      ...TripExpensesFields
    }
  }
`);

export const DeleteExpenseMutation = graphql(`
  mutation DeleteExpense($tripUuid: String!, $id: Int!) {
    deleteExpense(tripUuid: $tripUuid, id: $id) {
      ...TripExpensesFields
    }
  }
`);

/** Who can pay and share: the owner (its name here, its id on the trip) and the companions. */
export const ExpenseTravellersQuery = graphql(`
  query ExpenseTravellers($tripUuid: String!) {
    tripCompanions(tripUuid: $tripUuid) {
      owner
      companions {
        userId
        username
      }
    }
  }
`);
