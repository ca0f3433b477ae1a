import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import type { AdminTripInput } from '../../gql/graphql';
import { imageFileProblem, uploadFeaturedImage } from './featured-image-upload';

const AdminUpdateTrip = graphql(`
  mutation AdminTripsUpdateTrip($uuid: String!, $input: AdminTripInput!) {
    adminUpdateTrip(uuid: $uuid, input: $input) {
      message
      trip {
        ...AdminTripsTable_trip
      }
    }
  }
`);
const AdminSetFeatured = graphql(`
  mutation AdminTripsSetFeatured($uuid: String!, $isFeatured: Boolean!) {
    adminSetTripFeatured(uuid: $uuid, isFeatured: $isFeatured) {
      message
      trip {
        ...AdminTripsTable_trip
      }
    }
  }
`);
const AdminSetPopular = graphql(`
  mutation AdminTripsSetPopular($uuid: String!, $isPopularDestination: Boolean!) {
    adminSetTripPopular(uuid: $uuid, isPopularDestination: $isPopularDestination) {
      message
      trip {
        ...AdminTripsTable_trip
      }
    }
  }
`);
const AdminDeleteTrip = graphql(`
  mutation AdminTripsDeleteTrip($uuid: String!) {
    adminDeleteTrip(uuid: $uuid)
  }
`);

/**
 * After trip edits the cached trip lists are refreshed (docs/product/accounts-admin.md, section 7). The trip itself updates in place
 * (normalised by uuid); the lists a flag or a delete can change are dropped so the next
 * reader fetches them again, and the admin list is refetched now.
 */
function dropTripLists(cache: ApolloCache) {
  for (const fieldName of ['adminTrips', 'featuredTrips', 'popularDestinations', 'myTrips']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

const messageOf = (error: unknown): string | undefined => (error instanceof Error && error.message ? error.message : undefined);

/** The Trips page's writes, each with its list refresh and the toasts of docs/product/accounts-admin.md, section 8. */
export function useAdminTripActions() {
  const client = useApolloClient();
  const { toast } = useToast();
  const [update, { loading: saving }] = useMutation(AdminUpdateTrip, { update: dropTripLists });
  const [setFeatured] = useMutation(AdminSetFeatured, { update: dropTripLists });
  const [setPopular] = useMutation(AdminSetPopular, { update: dropTripLists });
  const [remove, { loading: deleting }] = useMutation(AdminDeleteTrip);
  const [uploading, setUploading] = useState<string | null>(null);

  const updateTrip = async (uuid: string, input: AdminTripInput): Promise<boolean> => {
    try {
      const { data } = await update({ variables: { uuid, input } });
      toast({ title: 'Success!', description: data?.adminUpdateTrip.message || 'Trip details updated successfully' });
      return true;
    } catch (error) {
      toast({ title: 'Failed to update trip', description: messageOf(error) ?? 'An error occurred while updating the trip', variant: 'destructive' });
      return false;
    }
  };

  const toggleFeatured = async (uuid: string, isFeatured: boolean) => {
    try {
      await setFeatured({ variables: { uuid, isFeatured } });
      toast({ title: isFeatured ? 'Trip featured successfully' : 'Trip unfeatured successfully' });
    } catch (error) {
      toast({ title: 'Failed to update featured status', description: messageOf(error), variant: 'destructive' });
    }
  };

  const togglePopular = async (uuid: string, isPopularDestination: boolean) => {
    try {
      await setPopular({ variables: { uuid, isPopularDestination } });
      toast({ title: isPopularDestination ? 'Destination marked as popular successfully' : 'Destination unmarked as popular successfully' });
    } catch (error) {
      toast({ title: 'Failed to update popular destination status', description: messageOf(error), variant: 'destructive' });
    }
  };

  const deleteTrip = async (uuid: string): Promise<boolean> => {
    try {
      await remove({
        variables: { uuid },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Trip', uuid }) });
          dropTripLists(cache);
        },
      });
      toast({ title: 'Trip deleted successfully' });
      return true;
    } catch (error) {
      toast({ title: 'Failed to delete trip', description: messageOf(error), variant: 'destructive' });
      return false;
    }
  };

  const uploadImage = async (uuid: string, file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ title: 'Failed to upload image', description: problem, variant: 'destructive' });
      return;
    }
    setUploading(uuid);
    const progress = toast({ title: 'Uploading...', description: 'Please wait while we upload your image', duration: Infinity });
    try {
      const { message, featuredImage } = await uploadFeaturedImage(uuid, file);
      progress.update({ title: 'Image uploaded successfully', description: message && message !== 'Image uploaded successfully' ? message : undefined, duration: 5000 });
      // The upload is REST, so the cached trip (its page, its cards) is told of the new picture here.
      if (featuredImage) client.cache.modify({ id: client.cache.identify({ __typename: 'Trip', uuid }), fields: { featuredImage: () => featuredImage } });
      dropTripLists(client.cache);
    } catch (error) {
      progress.update({ title: 'Failed to upload image', description: messageOf(error) ?? 'Failed to upload image', variant: 'destructive', duration: 5000 });
    } finally {
      setUploading(null);
    }
  };

  return { updateTrip, toggleFeatured, togglePopular, deleteTrip, uploadImage, saving, deleting, uploading };
}
