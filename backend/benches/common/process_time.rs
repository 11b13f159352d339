//! The CPU time (user + system) a child process takes. Compile times are compared by it, not by
//! wall time: the benchmarks often share the machine's cores with a build or another
//! benchmark, which stretches wall times by whatever else runs, but not a process's own CPU
//! time (kcc and llc-22 each compile on one thread).

use std::os::unix::process::ExitStatusExt;
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// How a timed run ended.
pub enum Ended {
    /// It exited: its status, CPU seconds and standard error.
    Exited(ExitStatus, f64, String),
    /// It ran past the time limit (wall time) and was killed.
    TimedOut,
}

/// Runs `cmd` (standard input and output closed, standard error kept) and waits for it, at most
/// `timeout` of wall time.
pub fn run(cmd: &mut Command, timeout: Option<Duration>) -> Result<Ended, String> {
    let start = Instant::now();
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    // (Read by a thread, so a talkative child never blocks on a full pipe.)
    let mut stderr = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut text);
        text
    });
    let pid = child.id() as libc::pid_t;
    loop {
        let mut status = 0;
        // SAFETY: `usage` is a plain C struct that wait4 fills in; zeroed is a valid value.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: waits for our own child, with valid pointers to locals.
        let done = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if done == pid {
            let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
            let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime);
            let err = reader.join().unwrap_or_default();
            return Ok(Ended::Exited(ExitStatus::from_raw(status), cpu, err));
        }
        if done < 0 {
            return Err(format!("wait4: {}", std::io::Error::last_os_error()));
        }
        if timeout.is_some_and(|t| start.elapsed() > t) {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(Ended::TimedOut);
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}
