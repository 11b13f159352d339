//! Global memory: a sparse 64-bit address space of regions (buffers, kernarg
//! segments, the code image). Bytes are atomics so work-groups may run on
//! several threads and still see each other's atomics.
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};
use std::sync::RwLock;

/// Gap left unmapped after every region so that running off its end faults.
const GUARD: u64 = 0x1_0000;

pub struct Region {
    pub base: u64,
    pub len: u64,
    pub name: String,
    words: Box<[AtomicU64]>,
}

impl Region {
    fn new(base: u64, bytes: &[u8], len: u64, name: String) -> Region {
        let n = (len as usize).div_ceil(8).max(1);
        let words: Box<[AtomicU64]> = (0..n).map(|_| AtomicU64::new(0)).collect();
        let r = Region { base, len, name, words };
        for (i, b) in bytes.iter().enumerate() {
            r.write_u8(i as u64, *b);
        }
        r
    }
    fn read_u8(&self, off: u64) -> u8 {
        (self.words[(off / 8) as usize].load(Relaxed) >> ((off % 8) * 8)) as u8
    }
    fn write_u8(&self, off: u64, v: u8) {
        let sh = (off % 8) * 8;
        let w = &self.words[(off / 8) as usize];
        let _ = w.fetch_update(Relaxed, Relaxed, |x| Some((x & !(0xff << sh)) | ((v as u64) << sh)));
    }
    fn u32_at(&self, off: u64) -> &AtomicU32 {
        // Safety: off is 4-aligned and in bounds; AtomicU64 storage is 8-aligned, so the
        // containing half-word is a valid, aligned AtomicU32 location.
        unsafe { &*(self.words.as_ptr() as *const AtomicU32).add((off / 4) as usize) }
    }
    fn u64_at(&self, off: u64) -> &AtomicU64 {
        &self.words[(off / 8) as usize]
    }
}

/// Why an access failed (the caller adds lane and instruction).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemError {
    OutOfBounds,
    Misaligned,
}

#[derive(Default)]
pub struct Memory {
    regions: RwLock<Vec<std::sync::Arc<Region>>>,
    /// Where the next region goes: from 4 GiB up, so an address that lost its high half faults.
    next: std::sync::atomic::AtomicU64,
    /// Where the next low region goes (below 4 GiB, above the unmapped first 64 KiB).
    next_low: std::sync::atomic::AtomicU64,
}

/// Start of the regions `map` places; the low ones (`map_low`) stay below it.
const HIGH_START: u64 = 0x1_0000_0000;
/// Start of the low regions: the first 64 KiB stay unmapped, so null pointers fault.
const LOW_START: u64 = 0x1_0000;

/// A snapshot of the region list for fast lookups inside a dispatch.
pub struct View {
    regions: Vec<std::sync::Arc<Region>>,
    last: std::cell::Cell<usize>,
}

impl Memory {
    pub fn new() -> Memory {
        Memory {
            regions: RwLock::new(Vec::new()),
            next: HIGH_START.into(),
            next_low: LOW_START.into(),
        }
    }
    /// Map `bytes` (zero-padded to `len`) at a fresh address; returns the address.
    pub fn map(&self, bytes: &[u8], len: u64, align: u64, name: &str) -> u64 {
        let base = bump(&self.next, len, align, u64::MAX).unwrap_or(u64::MAX);
        self.insert(base, bytes, len, name)
    }
    /// Like `map`, but below 4 GiB (for 32-bit pointers, whose high half is 0); `None` when
    /// the low 4 GiB are full.
    pub fn map_low(&self, bytes: &[u8], len: u64, align: u64, name: &str) -> Option<u64> {
        let base = bump(&self.next_low, len, align, HIGH_START)?;
        Some(self.insert(base, bytes, len, name))
    }
    fn insert(&self, base: u64, bytes: &[u8], len: u64, name: &str) -> u64 {
        let r = std::sync::Arc::new(Region::new(base, bytes, len, name.to_string()));
        let mut v = self.regions.write().unwrap_or_else(|e| e.into_inner());
        v.push(r);
        v.sort_by_key(|r| r.base);
        base
    }
    pub fn unmap(&self, base: u64) {
        self.regions
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|r| r.base != base);
    }
    pub fn view(&self) -> View {
        View {
            regions: self.regions.read().unwrap_or_else(|e| e.into_inner()).clone(),
            last: 0.into(),
        }
    }
    /// Copy a region's bytes out.
    pub fn read_region(&self, base: u64) -> Option<Vec<u8>> {
        let v = self.view();
        let r = v.regions.iter().find(|r| r.base == base)?;
        Some((0..r.len).map(|i| r.read_u8(i)).collect())
    }
}

/// Takes `len` bytes (and a guard gap) at `align` from the bump pointer `next`, if they end
/// below `limit`; returns their address.
fn bump(next: &std::sync::atomic::AtomicU64, len: u64, align: u64, limit: u64) -> Option<u64> {
    let align = align.max(256);
    loop {
        let cur = next.load(Relaxed);
        let base = cur.div_ceil(align) * align;
        let end = base.checked_add(len.max(1) + GUARD).filter(|&e| e <= limit)?;
        if next.compare_exchange(cur, end, Relaxed, Relaxed).is_ok() {
            return Some(base);
        }
    }
}

impl View {
    fn find(&self, addr: u64, size: u64) -> Result<(&Region, u64), MemError> {
        let last = self.last.get();
        if let Some(r) = self.regions.get(last) {
            if addr >= r.base && addr.wrapping_add(size) <= r.base + r.len && addr.wrapping_add(size) >= addr {
                return Ok((r, addr - r.base));
            }
        }
        let i = self.regions.partition_point(|r| r.base <= addr);
        if i == 0 {
            return Err(MemError::OutOfBounds);
        }
        let r = &self.regions[i - 1];
        let end = addr.checked_add(size).ok_or(MemError::OutOfBounds)?;
        if end > r.base + r.len {
            return Err(MemError::OutOfBounds);
        }
        self.last.set(i - 1);
        Ok((r, addr - r.base))
    }
    pub fn read(&self, addr: u64, out: &mut [u8]) -> Result<(), MemError> {
        let (r, off) = self.find(addr, out.len() as u64)?;
        if out.len() == 4 && off % 4 == 0 {
            out.copy_from_slice(&r.u32_at(off).load(Relaxed).to_le_bytes());
        } else {
            for (i, b) in out.iter_mut().enumerate() {
                *b = r.read_u8(off + i as u64);
            }
        }
        Ok(())
    }
    pub fn write(&self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        let (r, off) = self.find(addr, data.len() as u64)?;
        if data.len().is_multiple_of(4) && off.is_multiple_of(4) {
            for (k, c) in data.chunks(4).enumerate() {
                r.u32_at(off + 4 * k as u64)
                    .store(u32::from_le_bytes([c[0], c[1], c[2], c[3]]), Relaxed);
            }
        } else {
            for (i, b) in data.iter().enumerate() {
                r.write_u8(off + i as u64, *b);
            }
        }
        Ok(())
    }
    pub fn read_u32(&self, addr: u64) -> Result<u32, MemError> {
        let mut b = [0; 4];
        self.read(addr, &mut b)?;
        Ok(u32::from_le_bytes(b))
    }
    /// Atomic read-modify-write of a 32-bit word; returns the old value.
    pub fn rmw32(&self, addr: u64, f: impl Fn(u32) -> u32) -> Result<u32, MemError> {
        let (r, off) = self.find(addr, 4)?;
        if off % 4 != 0 {
            return Err(MemError::Misaligned);
        }
        Ok(r.u32_at(off)
            .fetch_update(Relaxed, Relaxed, |x| Some(f(x)))
            .unwrap_or(0))
    }
    pub fn rmw64(&self, addr: u64, f: impl Fn(u64) -> u64) -> Result<u64, MemError> {
        let (r, off) = self.find(addr, 8)?;
        if off % 8 != 0 {
            return Err(MemError::Misaligned);
        }
        Ok(r.u64_at(off)
            .fetch_update(Relaxed, Relaxed, |x| Some(f(x)))
            .unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_are_guarded_and_byte_exact() {
        let m = Memory::new();
        let a = m.map(&[1, 2, 3, 4, 5], 5, 256, "a");
        let b = m.map(&[9; 8], 8, 256, "b");
        assert!(b >= a + 5 + GUARD, "a guard gap separates regions");
        let v = m.view();
        let mut buf = [0u8; 4];
        v.read(a + 1, &mut buf).unwrap();
        assert_eq!(buf, [2, 3, 4, 5]);
        // One byte past the end, or straddling it, is out of bounds.
        assert_eq!(v.read(a + 2, &mut buf), Err(MemError::OutOfBounds));
        assert_eq!(v.read(a - 1, &mut buf[..1]), Err(MemError::OutOfBounds));
        v.write(a + 3, &[7, 8]).unwrap();
        assert_eq!(m.read_region(a).unwrap(), vec![1, 2, 3, 7, 8]);
        assert_eq!(v.rmw32(b + 4, |x| x + 1).unwrap(), 0x0909_0909);
        assert_eq!(v.read_u32(b + 4).unwrap(), 0x0909_090a);
        assert_eq!(v.rmw32(b + 2, |x| x), Err(MemError::Misaligned));
        m.unmap(a);
        assert_eq!(m.view().read(a, &mut buf), Err(MemError::OutOfBounds));
    }

    #[test]
    fn low_regions_stay_below_4_gib_and_off_the_null_page() {
        let m = Memory::new();
        let high = m.map(&[1; 4], 4, 256, "high");
        let a = m.map_low(&[2; 4], 4, 256, "a").unwrap();
        let b = m.map_low(&[3; 4], 4, 256, "b").unwrap();
        assert!(high >= 1 << 32, "ordinary regions start at 4 GiB");
        assert!(a >= LOW_START && b >= a + 4 + GUARD && b + 4 <= 1 << 32);
        assert_eq!(m.view().read_u32(b).unwrap(), 0x0303_0303);
        assert_eq!(m.map_low(&[], 1 << 32, 256, "too big"), None);
    }
}
