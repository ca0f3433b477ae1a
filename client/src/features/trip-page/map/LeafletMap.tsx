/**
 * The Leaflet map (loaded only on the trip page): numbered stops and a route line per day.
 * Street tiles come from the tile server; if none loads (an error, or nothing within a few
 * seconds, as on offline installs) the map switches to the offline base map instead of
 * staying a blank grey box.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOffRounded';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { attributionHtml, TILE_TIMEOUT_MS, type MapTiles } from './map-config';
import type { MapDay } from './map-days';
import { areaAround } from './offline-area';
import { OFFLINE_SEA_COLOR, offlineBaseMap } from './offline-base-map';

interface LeafletMapProps {
  days: readonly MapDay[];
  /** the map's accessible name */
  label: string;
  /** the admin's tile server; null draws the offline base map straight away */
  tiles: MapTiles | null;
}

function popupContent(day: MapDay, stop: MapDay['stops'][number]): HTMLElement {
  const element = document.createElement('div');
  const heading = document.createElement('strong');
  heading.textContent = `Day ${day.day} · Stop ${stop.number}${stop.time ? ` · ${stop.time}` : ''}`;
  const title = document.createElement('div');
  title.textContent = stop.title;
  element.append(heading, title);
  return element;
}

export default function LeafletMap({ days, label, tiles }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let disposed = false;
    const map = L.map(container, { scrollWheelZoom: false, worldCopyJump: true });
    L.control.scale({ imperial: false }).addTo(map);

    const points: L.LatLngTuple[] = [];
    for (const day of days) {
      const line = day.stops.map((stop) => [stop.lat, stop.lng] as L.LatLngTuple);
      points.push(...line);
      if (line.length > 1) L.polyline(line, { color: day.color, weight: 4, opacity: 0.85, lineJoin: 'round' }).addTo(map);
      for (const stop of day.stops) {
        L.marker([stop.lat, stop.lng], {
          title: `Day ${day.day}, stop ${stop.number}: ${stop.title}`,
          alt: `Day ${day.day}, stop ${stop.number}: ${stop.title}`,
          icon: L.divIcon({
            className: 'odyssey-stop-icon',
            html: `<span class="odyssey-stop" style="background:${day.color}">${stop.number}</span>`,
            iconSize: [28, 28],
            iconAnchor: [14, 14],
            popupAnchor: [0, -14],
          }),
        })
          .bindPopup(popupContent(day, stop))
          .addTo(map);
      }
    }
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: 14 });
    else map.setView([20, 0], 2);

    const tileLayer = tiles ? L.tileLayer(tiles.url, { attribution: attributionHtml(tiles), maxZoom: 19 }) : null;
    let tileLoaded = false;
    let fellBack = false;
    const fallBack = () => {
      if (tileLoaded || fellBack || disposed) return;
      fellBack = true;
      if (tileLayer) map.removeLayer(tileLayer);
      setOffline(true);
      map.attributionControl.addAttribution('Base map: Natural Earth');
      offlineBaseMap(L, points.length > 0 ? areaAround(points) : undefined)
        .then((layer) => {
          if (disposed) return;
          layer.addTo(map);
          layer.bringToBack();
        })
        .catch((error: unknown) => console.warn('The offline base map could not be loaded:', error));
    };
    let timer: number | undefined;
    if (tileLayer) {
      tileLayer.on('tileload', () => {
        tileLoaded = true;
      });
      tileLayer.on('tileerror', fallBack);
      timer = window.setTimeout(fallBack, TILE_TIMEOUT_MS);
      tileLayer.addTo(map);
    } else fallBack();

    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      disposed = true;
      window.clearTimeout(timer);
      resize.disconnect();
      map.remove();
    };
  }, [days, tiles]);

  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <Box
        ref={containerRef}
        role="region"
        aria-label={label}
        data-map-mode={offline ? 'offline' : 'tiles'}
        sx={{
          height: '100%',
          bgcolor: offline ? OFFLINE_SEA_COLOR : '#E6ECEE',
          fontFamily: 'inherit',
          '& .odyssey-stop-icon': { background: 'none', border: 0 },
          '& .odyssey-stop': {
            display: 'grid',
            placeItems: 'center',
            width: 28,
            height: 28,
            borderRadius: '50%',
            color: '#fff',
            fontWeight: 800,
            fontSize: 13,
            border: '2px solid #fff',
            boxShadow: '0 2px 6px rgba(0,0,0,0.35)',
          },
          '& .leaflet-popup-content': { fontSize: 14, lineHeight: 1.45, m: '12px 16px' },
          '& .leaflet-marker-icon:focus-visible': { outline: '3px solid #0B6E79', outlineOffset: 2, borderRadius: '50%' },
        }}
      />
      {offline && (
        <Typography
          component="p"
          variant="caption"
          sx={{
            position: 'absolute',
            zIndex: 1000,
            right: 10,
            top: 10,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.25,
            py: 0.5,
            borderRadius: 999,
            bgcolor: 'rgba(255,255,255,0.92)',
            fontWeight: 650,
            boxShadow: 1,
            pointerEvents: 'none',
          }}
        >
          <CloudOffIcon sx={{ fontSize: 16 }} aria-hidden />
          Offline map: street details unavailable
        </Typography>
      )}
    </Box>
  );
}
